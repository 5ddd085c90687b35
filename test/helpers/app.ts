/** Builds the app for a test (inline by default: no worker threads) and closes it after. */
import type { Test } from 'tap';
import { buildApp, type AppOptions } from '../../src/app.js';

export async function testApp(t: Test, options: AppOptions = { threads: 0 }) {
  const app = await buildApp(options);
  t.teardown(() => app.close());
  return app;
}

/** POSTs a JSON body and returns status, content type and parsed body. */
export async function post(app: Awaited<ReturnType<typeof testApp>>, url: string, body: unknown) {
  const res = await app.inject({ method: 'POST', url, payload: body as object });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.json(), raw: res.body };
}
