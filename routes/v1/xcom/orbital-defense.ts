import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orbitalDefense } from '../../../simulations/xcom/orbitalDefense.js';
import { answerSchema, simulationFields } from '../../../src/schemas/common.js';
import { orbitalShape, xcomFields } from '../../../src/schemas/xcom.js';
import { simulationRoute } from '../../../src/simulationRoute.js';
import { orbitalParams } from '../../../src/xcom/resetPhaseParams.js';

const body = z
  .object({
    ...orbitalShape,
    ...xcomFields,
    ...simulationFields,
  })
  .strict()
  .meta({ id: 'OrbitalDefenseRequest', examples: [{ satellites: 3, ufos: 2, seed: 7 }] });

const answer = answerSchema('OrbitalDefenseAnswer', {
  probabilities: {
    cleared: 'Every UFO in orbit is destroyed.',
    exhausted: 'A loss exhausted the satellites (can overlap `cleared`: successes of a losing roll still count).',
  },
  expectations: {
    ufosLeft: 'UFOs left in orbit: the panic the lowest-panic continent gains.',
    rolls: 'Rolls made.',
  },
  distributions: { ufosLeft: 'UFOs left in orbit.' },
});

const orbital: FastifyPluginAsyncZod = async (app) => {
  simulationRoute(app, {
    url: '/orbital-defense',
    tag: 'XCOM',
    summary: 'Orbital defence: odds of clearing orbit before a loss exhausts the satellites',
    description:
      'Phase 5 (Central Officer). Each roll throws one XCOM die per satellite and the alien d8; each success destroys one UFO in orbit (surplus successes are wasted); a roll whose alien die is <= threat is a LOSS that exhausts every satellite, but its successes still count; threat rises by 1 after every roll. The player stops when orbit is clear, on a loss, or when `policy` says so. Each UFO left advances the lowest-panic continent by 1.',
    body,
    answer,
    kernel: orbitalDefense,
    params: orbitalParams,
  });
};

export default orbital;
