/**
 * The whole service as one Fastify instance: it wires plugins, the odds context and the routes
 * (loaded from routes/ by autoload, so that src/ never imports routes/). server.ts alone knows
 * ports and signals; tests build the app and use inject().
 */
import autoload from '@fastify/autoload';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fileURLToPath } from 'node:url';
import { answerCachePlugin, type AnswerCacheOptions } from './answerCache.js';
import { callPlugin } from './call.js';
import { Admission } from './engine/admission.js';
import { EndpointRegistry } from './endpoints.js';
import { HttpProblem } from './problem.js';
import type { OddsContext } from './odds.js';
import { answerSerializerCompiler } from './plugins/answerSerializer.js';
import { cachingPlugin } from './plugins/caching.js';
import { questionLinksPlugin } from './plugins/questionLinks.js';
import { pagesPlugin } from './pages/plugin.js';
import { headHooksOncePlugin } from './plugins/headHooksOnce.js';
import { compressionPlugin } from './plugins/compression.js';
import { clientErrorOptions, expectationPlugin } from './plugins/clientErrors.js';
import { errorsPlugin } from './plugins/errors.js';
import { metricsPlugin, metricsRoute, type MetricsOptions } from './plugins/metrics.js';
import { rateLimitPlugin, type RateLimits } from './plugins/rateLimit.js';
import { requestIdOptions, requestIdPlugin } from './plugins/requestId.js';
import { readinessRoute, shutdownPlugin } from './plugins/shutdown.js';
import { svgAnswersPlugin } from './plugins/svgAnswers.js';
import { turnsPlugin } from './plugins/turns.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { urlLengthPlugin } from './plugins/urlLength.js';
import { underPressurePlugin, type PressureLimits } from './plugins/underPressure.js';
import { validation } from './plugins/warmValidation.js';
import { InlineRunner, PoolRunner, type ChunkRunner, type PoolMemory } from './engine/runner.js';

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
  /** computations in flight; more wait in a short queue (one client: half the slots at most) */
  maxInFlight?: number;
  /** memory bounds of the worker threads and of one exact computation (runner.ts) */
  workerMemory?: PoolMemory;
  /** computations waiting for a slot before more are answered 503 (default: maxInFlight) */
  maxQueued?: number;
  /** largest request body accepted, in bytes */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  /** requests per client and window (false: no limit) */
  rateLimit?: RateLimits | false;
  /** event-loop delay and heap beyond which requests are shed (false: never) */
  underPressure?: PressureLimits | false;
  /** which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy) */
  trustProxy?: FastifyServerOptions['trustProxy'];
  metrics?: MetricsOptions;
  /** the answer cache's bound (src/answerCache.ts) */
  answerCache?: AnswerCacheOptions;
  /** warm each route's body validation when ready (src/plugins/warmValidation.ts); default false */
  warmValidation?: boolean;
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
    trustProxy: options.trustProxy ?? false,
    ...clientErrorOptions,
    ...requestIdOptions,
  });
  validation(app, { warm: options.warmValidation ?? false });
  app.setSerializerCompiler(answerSerializerCompiler);
  await errorsPlugin(app);
  expectationPlugin(app);
  requestIdPlugin(app);
  urlLengthPlugin(app);
  shutdownPlugin(app);
  metricsPlugin(app, options.metrics);
  if (options.underPressure !== false) await underPressurePlugin(app, options.underPressure);
  if (options.rateLimit !== false) await rateLimitPlugin(app, options.rateLimit);
  cachingPlugin(app);
  callPlugin(app);
  turnsPlugin(app);
  answerCachePlugin(app, options.answerCache);

  const inline = new InlineRunner();
  const pool: ChunkRunner = options.threads === 0 ? inline : new PoolRunner(options.threads, options.workerMemory);
  app.decorate('odds', {
    inline,
    pool,
    timeLimitMs: options.timeLimitMs ?? DEFAULTS.timeLimitMs,
    exactStates: options.exactStates ?? DEFAULTS.exactStates,
    endpoints: new EndpointRegistry(),
    admission: new Admission(
      options.maxInFlight ?? DEFAULTS.maxInFlight,
      (inFlight, retryAfterS) =>
        new HttpProblem(503, 'Busy', `${inFlight} computations are running and the queue is full; try again in ${retryAfterS} s`),
      options.maxQueued,
    ),
  } satisfies OddsContext);
  app.addHook('onClose', async () => pool.close());

  // planning tools in browsers call from their own origins; the API holds no credentials
  await app.register(cors, { origin: '*', methods: ['GET', 'POST'] });
  await swaggerPlugin(app);
  readinessRoute(app);
  metricsRoute(app);
  await svgAnswersPlugin(app);
  // after the pictures' hook (a GET twin takes the POST's hooks as they are then)
  questionLinksPlugin(app);
  // the pages for people (/, /play/...): their onRoute hook reads each question's route as it registers
  await pagesPlugin(app);
  // after every plugin that adds route-level onSend hooks: it must see the final text
  await compressionPlugin(app);
  // after every plugin that appends onSend hooks: a HEAD route is given its GET's, then passes them
  headHooksOncePlugin(app);
  await app.register(autoload, {
    dir: fileURLToPath(new URL('../routes', import.meta.url)),
    forceESM: true,
    ignorePattern: /\.(map|d\.ts)$/,
  });
  return app;
}
