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
        "p": 0.06415,
        "value": 0,
      },
      Object {
        "p": 0.1561,
        "value": 1,
      },
      Object {
        "p": 0.18975,
        "value": 2,
      },
      Object {
        "p": 0.59,
        "value": 3,
      },
    ],
    "rolls": Array [
      Object {
        "p": 0.1598,
        "value": 1,
      },
      Object {
        "p": 0.39875,
        "value": 2,
      },
      Object {
        "p": 0.29065,
        "value": 3,
      },
      Object {
        "p": 0.11575,
        "value": 4,
      },
      Object {
        "p": 0.0292,
        "value": 5,
      },
      Object {
        "p": 0.00495,
        "value": 6,
      },
      Object {
        "p": 0.00085,
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
    "version": "0.2.0",
  },
  "expectations": Object {
    "markers": Object {
      "ci": Array [
        2.292384012780326,
        2.3188159872196743,
      ],
      "mean": 2.3056,
    },
    "rolls": Object {
      "ci": Array [
        2.460074440227682,
        2.488525559772318,
      ],
      "mean": 2.4743,
    },
  },
  "method": "monte-carlo",
  "probabilities": Object {
    "completed": Object {
      "ci": Array [
        0.5831670127738832,
        0.5967984207359621,
      ],
      "p": 0.59,
    },
    "exhausted": Object {
      "ci": Array [
        0.5943950913150609,
        0.6079660405871208,
      ],
      "p": 0.6012,
    },
  },
  "seed": 7,
  "trials": 20000,
}
`
