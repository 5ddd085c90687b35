/* IMPORTANT
 * This snapshot file is auto-generated, but designed for humans.
 * It should be checked into source control and tracked carefully.
 * Re-generate by setting TAP_SNAPSHOT=1 and running tests.
 * Make sure to inspect the output below.  Do not ignore changes!
 */
'use strict'
exports[`build/test/service/engine.test.js > TAP > a seeded answer does not change silently > research, 3 scientists, cost 3, seed 7, 20,000 trials 1`] = `
Object {
  "confidence": 0.95,
  "distributions": Object {
    "markers": Array [
      Object {
        "p": 0.0676,
        "value": 0,
      },
      Object {
        "p": 0.1558,
        "value": 1,
      },
      Object {
        "p": 0.1969,
        "value": 2,
      },
      Object {
        "p": 0.5797,
        "value": 3,
      },
    ],
    "rolls": Array [
      Object {
        "p": 0.16235,
        "value": 1,
      },
      Object {
        "p": 0.39595,
        "value": 2,
      },
      Object {
        "p": 0.28915,
        "value": 3,
      },
      Object {
        "p": 0.1162,
        "value": 4,
      },
      Object {
        "p": 0.0302,
        "value": 5,
      },
      Object {
        "p": 0.00545,
        "value": 6,
      },
      Object {
        "p": 0.00065,
        "value": 7,
      },
      Object {
        "p": 0.00005,
        "value": 8,
      },
    ],
  },
  "engine": Object {
    "rng": "xoroshiro128plus",
    "version": "0.8.0",
  },
  "expectations": Object {
    "markers": Object {
      "ci": Array [
        2.2753881182383715,
        2.3020118817616284,
      ],
      "mean": 2.2887,
    },
    "rolls": Object {
      "ci": Array [
        2.4608299455385407,
        2.4894700544614596,
      ],
      "mean": 2.47515,
    },
  },
  "links": Object {
    "self": "/v1/xcom/research?q=eyJib251c0RpY2UiOjAsImNvbmZpZGVuY2UiOjAuOTUsImNvc3QiOjMsIm1ldGhvZCI6Im1vbnRlLWNhcmxvIiwicG9saWN5Ijp7fSwicHJvZ3Jlc3MiOjAsInNjaWVudGlzdHMiOjMsInNlZWQiOjcsInRocmVhdCI6MSwidHJpYWxzIjoyMDAwMH0",
    "svg": "/v1/xcom/research?q=eyJib251c0RpY2UiOjAsImNvbmZpZGVuY2UiOjAuOTUsImNvc3QiOjMsIm1ldGhvZCI6Im1vbnRlLWNhcmxvIiwicG9saWN5Ijp7fSwicHJvZ3Jlc3MiOjAsInNjaWVudGlzdHMiOjMsInNlZWQiOjcsInRocmVhdCI6MSwidHJpYWxzIjoyMDAwMH0&format=svg",
  },
  "method": "monte-carlo",
  "probabilities": Object {
    "completed": Object {
      "ci": Array [
        0.5728444156354064,
        0.5865249738172011,
      ],
      "p": 0.5797,
    },
    "exhausted": Object {
      "ci": Array [
        0.6060280755768149,
        0.619528601088858,
      ],
      "p": 0.6128,
    },
  },
  "seed": 7,
  "trials": 20000,
}
`
