/**
 * For the edge tests: an app listening on a loopback port (limits, metrics and drain are about
 * callers on sockets; in-process requests are exempt), a raw-socket exchange for what Node
 * answers before Fastify, and a bounded wait.
 */
import type { Test } from 'tap';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, type AppOptions } from '../../src/app.js';

export async function listeningApp(t: Test, options: AppOptions = { threads: 0 }) {
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    const closing = app.close();
    // a connection a client opened and never used (fetch may leave one behind a request it
    // aborted) is not idle to Node, and would hold the close until its headers time out
    app.server.closeAllConnections();
    await closing;
  });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return { app, base: `http://127.0.0.1:${address.port}`, port: address.port };
}

export async function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

/** Writes `raw` on a fresh connection and reads until the server closes it (or 10 s pass). */
export function rawExchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no close within 10 s')), 10_000);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (err) => {
      // a reset after the answer still leaves the answer to read
      if (chunks.length > 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.write(raw);
  });
}

/** Splits a raw HTTP/1.1 response into status, lower-cased headers and body. */
export function parseRaw(text: string) {
  // split always gives at least one piece: the defaults never apply
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Polls `check` every 20 ms until it holds; fails after `ms` (generous: the machine is shared). */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${ms} ms`);
    await sleep(20);
  }
}

export const PROBLEM = /^application\/problem\+json/;
