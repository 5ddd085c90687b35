/**
 * Start-up: once listening, the service logs where the pages (`/`) and the API docs (`/docs`)
 * are, at the address it is bound to; bound to every interface, at localhost and at this
 * machine's IPv4 addresses on its networks. The service runs as `npm start` runs it, on a port
 * the system picks, and stops on SIGTERM.
 */
import t, { type Test } from 'tap';
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { createInterface } from 'node:readline';

const SERVER = new URL('../../src/server.js', import.meta.url);

interface Started {
  messages: string[];
  port: number;
  /** the status of the docs page at the first address logged */
  docs: number;
}

/** Starts the service bound to `host`, reads its log until the docs line, then stops it. */
async function start(t: Test, host: string): Promise<Started> {
  const child = spawn(process.execPath, [SERVER.pathname], {
    env: { ...process.env, PORT: '0', HOST: host, LOG_LEVEL: 'info', RATE_LIMIT_MAX: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const messages: string[] = [];
  let port = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    const entry = JSON.parse(line) as { msg?: string };
    const msg = entry.msg ?? '';
    messages.push(msg);
    const listening = /listening at http:\/\/[^ ]*:(\d+)$/.exec(msg);
    if (listening) port = Number(listening[1]);
    if (msg.startsWith('API docs at')) break;
  }
  const logged = /^API docs at (\S+?\/docs)/.exec(messages.at(-1) ?? '')?.[1];
  const docs = logged === undefined ? 0 : (await fetch(logged)).status;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { messages, port, docs };
}

t.test('bound to one address: the pages and the docs at that address', async (t) => {
  const { messages, port, docs } = await start(t, '127.0.0.1');
  t.ok(port > 0, `listening on port ${port}`);
  t.ok(messages.includes(`pages at http://127.0.0.1:${port}/`), 'the pages');
  t.ok(messages.includes(`API docs at http://127.0.0.1:${port}/docs`), 'the docs');
  t.equal(docs, 200, 'the docs are there');
});

t.test('bound to every interface: localhost, then the addresses on the local network', async (t) => {
  const { messages, port, docs } = await start(t, '0.0.0.0');
  t.equal(docs, 200, 'the docs are at localhost');
  const lan = [
    ...new Set(
      Object.values(networkInterfaces())
        .flatMap((list) => list ?? [])
        .filter((i) => i.family === 'IPv4' && !i.internal)
        .map((i) => `http://${i.address}:${port}`),
    ),
  ];
  const said = (path: string) =>
    `http://localhost:${port}${path}${lan.length === 0 ? '' : `; on the local network: ${lan.map((u) => `${u}${path}`).join(', ')}`}`;
  t.ok(messages.includes(`pages at ${said('/')}`), `the pages: ${messages.find((m) => m.startsWith('pages'))}`);
  t.ok(messages.includes(`API docs at ${said('/docs')}`), `the docs: ${messages.find((m) => m.startsWith('API docs'))}`);
});
