/**
 * The operationId of every operation, by one written rule from its method and path. Generated
 * clients name their methods after it, so it is a contract like the path: the rule depends on
 * nothing else (not on the other operations, nor on the order routes register), so adding an
 * operation never renames another.
 *
 * The rule:
 * 1. The path's segments, without a leading `v1` (the current version; another keeps its own:
 *    `/v2/xcom/research` -> `v2XcomResearch`).
 * 2. Each segment split into words at every character that is not a letter or a digit
 *    (`units-needed` -> units, needed; `openapi.json` -> openapi, json); a path parameter
 *    `{id}` is the words `by`, `id`.
 * 3. The words in lower camel case: the first in lower case, each other one with its first
 *    letter in upper case (the rest as written).
 * 4. The method a path is made for adds nothing: POST under a version (`/v1/`, `/v2/`: a
 *    question), GET elsewhere (a document, a probe). Any other method appends its name: the GET
 *    twin of a question (the question in the URL) is `<id>Get`, so `/v1/xcom/research` has `xcomResearch` (POST) and
 *    `xcomResearchGet` (GET).
 *
 * Examples: POST /v1/xcom/research/policies -> `xcomResearchPolicies`; POST /v1/asl/rally/options
 * -> `aslRallyOptions`; GET /health -> `health`; GET /openapi.json -> `openapiJson`.
 */

/** the current version's segment, left out of the ids */
const VERSION_SEGMENT = 'v1';

export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter((s) => s !== '');
  if (segments[0] === VERSION_SEGMENT) segments.shift();
  const words = segments.flatMap((s) => {
    const param = /^\{(.+)\}$/.exec(s);
    return (param ? `by-${param[1]}` : s).split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  });
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  const m = method.toUpperCase();
  const made = /^\/v[0-9]+\//.test(path) ? 'POST' : 'GET';
  return m === made ? camel : camel + m.charAt(0) + m.slice(1).toLowerCase();
}
