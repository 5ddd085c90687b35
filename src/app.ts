/**
 * The whole service as one Fastify instance: it wires plugins, the odds context and the routes
 * (loaded from routes/ by autoload, so that src/ never imports routes/). server.ts alone knows
 * ports and signals; tests build the app and use inject().
 */
import autoload from '@fastify/autoload';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import { Admission } from './admission.js';
import type { OddsContext } from './odds.js';
import { errorsPlugin } from './plugins/errors.js';
import { svgAnswersPlugin } from './plugins/svgAnswers.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { InlineRunner, PoolRunner, type ChunkRunner } from './runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    odds: OddsContext;
  }
}

export interface AppOptions {
  /** worker threads for large requests (default: one per core); 0 runs everything inline */
  threads?: number;
  /** per-request computation limit */
  timeLimitMs?: number;
  /** states an exact computation may visit */
  exactStates?: number;
  /** computations in flight before more are answered 503 */
  maxInFlight?: number;
  /** largest request body accepted, in bytes */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
}

export const DEFAULTS = {
  timeLimitMs: 20_000,
  exactStates: 2_000_000,
  bodyLimit: 64 * 1024,
  maxInFlight: 32,
};

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULTS.bodyLimit,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await errorsPlugin(app);

  const inline = new InlineRunner();
  const pool: ChunkRunner = options.threads === 0 ? inline : new PoolRunner(options.threads);
  app.decorate('odds', {
    inline,
    pool,
    timeLimitMs: options.timeLimitMs ?? DEFAULTS.timeLimitMs,
    exactStates: options.exactStates ?? DEFAULTS.exactStates,
    endpoints: new Set(),
    admission: new Admission(options.maxInFlight ?? DEFAULTS.maxInFlight),
  } satisfies OddsContext);
  app.addHook('onClose', async () => pool.close());

  // planning tools in browsers call from their own origins; the API holds no credentials
  await app.register(cors, { origin: '*', methods: ['GET', 'POST'] });
  await swaggerPlugin(app);
  await svgAnswersPlugin(app);
  await app.register(autoload, {
    dir: fileURLToPath(new URL('../routes', import.meta.url)),
    forceESM: true,
    ignorePattern: /\.(map|d\.ts)$/,
  });
  return app;
}
