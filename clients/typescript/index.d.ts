import type { Client, ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
/** The answer and body schemas of the API document, by name (`Schemas['ResearchAnswer']`). */
export type Schemas = components['schemas'];

/**
 * A client of the service at `baseUrl`: `client.POST('/v1/xcom/research', { body })`, typed by
 * the API document; its answers typed as JSON, its errors as problem+json (ask `?format=svg` for
 * a chart by `GET` yourself).
 */
export declare function createOddsClient(
  baseUrl: string,
  options?: Omit<ClientOptions, 'baseUrl'>,
): Client<paths, 'application/json' | 'application/problem+json'>;
export default createOddsClient;
