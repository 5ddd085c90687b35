/**
 * Exact-answer throughput for `npm run bench`: autocannon (run here, in the bench's process)
 * against a server in a child process (scripts/benchServer.ts), first the service's
 * `POST /v1/xcom/research` asking for the exact answer, then a bare fastify POST route
 * answering a small JSON body, with the same connections and duration, one after the other.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Throughput {
  /** mean requests per second */
  rps: number;
  /** answers that were not 2xx, and connection errors */
  bad: number;
}

/** Starts `benchServer.js <kind>` and waits for the port it listens on. */
async function startServer(kind: 'service' | 'bare') {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./benchServer.js', import.meta.url)), kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function load(url: string, body: unknown, seconds: number, connections: number): Promise<Throughput> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections,
    duration: seconds,
  });
  return { rps: result.requests.average, bad: result.non2xx + result.errors + result.timeouts };
}

/** Warms the server for `warm` seconds, then measures for `seconds`. */
async function measure(kind: 'service' | 'bare', path: string, body: unknown, seconds: number, connections: number): Promise<Throughput> {
  const server = await startServer(kind);
  try {
    const url = `http://127.0.0.1:${server.port}${path}`;
    await load(url, body, 1, connections);
    return await load(url, body, seconds, connections);
  } finally {
    await server.stop();
  }
}

export const EXACT_RESEARCH_BODY = { scientists: 3, cost: 3, method: 'exact' };

export async function exactThroughput(seconds = 4, connections = 10) {
  const service = await measure('service', '/v1/xcom/research', EXACT_RESEARCH_BODY, seconds, connections);
  const bare = await measure('bare', '/echo', EXACT_RESEARCH_BODY, seconds, connections);
  return { service, bare, seconds, connections };
}
