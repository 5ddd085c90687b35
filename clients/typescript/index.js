// A client of the board game odds service: openapi-fetch, typed by schema.d.ts (see index.d.ts).
import createFetchClient from 'openapi-fetch';

/**
 * A client of the service at `baseUrl` (such as "http://127.0.0.1:3000"). Its `POST`, `GET`
 * take the path and its body or query, typed by the API document.
 */
export function createOddsClient(baseUrl, options = {}) {
  return createFetchClient({ ...options, baseUrl });
}

export default createOddsClient;
