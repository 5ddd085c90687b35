/** XCOM's kernels for the kernel contract (../kernels.test.ts). */
import { baseDefense } from '../../../simulations/xcom/baseDefense.js';
import { globalDefense } from '../../../simulations/xcom/globalDefense.js';
import { missionTasks } from '../../../simulations/xcom/missionTasks.js';
import { orbitalDefense } from '../../../simulations/xcom/orbitalDefense.js';
import { researchTask } from '../../../simulations/xcom/researchTask.js';
import { xcomRound } from '../../../simulations/xcom/round.js';
import { baseDefenseBest } from '../../../simulations/xcom/baseDefenseBest.js';
import { globalDefenseBest } from '../../../simulations/xcom/globalDefenseBest.js';
import { missionBest } from '../../../simulations/xcom/missionBest.js';
import { orbitalBest, researchBest } from '../../../simulations/xcom/resetTaskBest.js';
import { type ContractCase, contractCase } from '../contractCase.js';

export const cases: ContractCase[] = [
  contractCase('research', researchTask, { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} }, []),
  contractCase('orbital-defense', orbitalDefense, { satellites: 3, ufos: 2, threat: 1, policy: {} }, []),
  contractCase(
    'global-defense',
    globalDefense,
    {
      continents: [
        { interceptors: 2, ufos: 1 },
        { interceptors: 1, ufos: 3 },
      ],
      threat: 1,
      policy: {},
    },
    [],
  ),
  contractCase(
    'base-defense',
    baseDefense,
    {
      soldiers: [
        { skills: [0], special: 0, elite: true },
        { skills: [1], elite: false },
        { skills: [2], special: 2, elite: false },
      ],
      enemies: [
        { hp: 1, skills: [0, 2], special: 2 },
        { hp: 2, skills: [0, 1], special: 0 },
      ],
      threat: 1,
      policy: {},
    },
    [],
  ),
  contractCase(
    'mission',
    missionTasks,
    {
      cards: [
        {
          soldiers: [
            { skills: [0], special: 0, elite: true },
            { skills: [1], elite: false },
            { skills: [-1], elite: false },
          ],
          tasks: [
            { kind: 'objective', assign: 2 },
            { kind: 'enemy', hp: 2, skills: [0, 1], special: 0 },
          ],
        },
        { soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] },
      ],
      threat: 1,
      policy: {},
    },
    [],
  ),
  contractCase(
    'round',
    xcomRound,
    {
      panicTrackEnd: 5,
      continents: [
        { panic: 3, interceptors: 1, ufos: 1 },
        { panic: 2, interceptors: 2, ufos: 2 },
      ],
      tieOrder: [1, 0],
      budget: { money: 9, soldiers: 3, interceptors: 3, scientists: 3, satellites: 2 },
      research: [{ scientists: 2, cost: 2, progress: 0, bonusDice: 1 }],
      orbit: { satellites: 2, ufos: 2 },
      base: {
        soldiers: [
          { skills: [0], special: 0, elite: true },
          { skills: [1], elite: false },
        ],
        enemies: [{ hp: 2, skills: [0, 1], special: 0 }],
        damage: 1,
        redSpace: 2,
      },
      missions: [{ soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] }],
      policy: { research: {}, orbital: {}, global: {}, base: {}, missions: {} },
    },
    [],
  ),
  // harder cases: stopping rules, a custom die, more units and cards, a fuller round
  contractCase(
    'research, five scientists and a bonus die, stopping past threat 4',
    researchTask,
    { scientists: 5, cost: 6, progress: 1, bonusDice: 1, threat: 2, policy: { stopAtThreat: 4 } },
    [],
  ),
  contractCase(
    'research on a d8 of three successes, at most three rolls',
    researchTask,
    { scientists: 4, cost: 5, progress: 0, bonusDice: 0, threat: 3, policy: { maxRolls: 3 }, die: { sides: 8, successes: 3 } },
    [],
  ),
  contractCase(
    'orbital-defense, five UFOs, two rolls at most',
    orbitalDefense,
    { satellites: 4, ufos: 5, threat: 1, policy: { maxRolls: 2 } },
    [],
  ),
  contractCase(
    'global-defense, three continents from threat 2',
    globalDefense,
    {
      continents: [
        { interceptors: 3, ufos: 2 },
        { interceptors: 1, ufos: 1 },
        { interceptors: 2, ufos: 4 },
      ],
      threat: 2,
      policy: {},
    },
    [],
  ),
  contractCase(
    'base-defense, four soldiers against three enemies',
    baseDefense,
    {
      soldiers: [
        { skills: [0, 1], special: 1, elite: true },
        { skills: [1], elite: false },
        { skills: [2], special: 2, elite: false },
        { skills: [0, 2], elite: false },
      ],
      enemies: [
        { hp: 3, skills: [0, 1, 2], special: 1 },
        { hp: 1, skills: [2] },
        { hp: 2, skills: [0, 1], special: 0 },
      ],
      threat: 2,
      policy: {},
    },
    [],
  ),
  contractCase(
    'mission, two cards of two tasks, three rolls a task',
    missionTasks,
    {
      cards: [
        {
          soldiers: [
            { skills: [1], elite: true },
            { skills: [0, 1], special: 1, elite: false },
          ],
          tasks: [{ kind: 'enemy', hp: 2, skills: [1], special: 1 }, { kind: 'objective' }],
        },
        {
          soldiers: [
            { skills: [-1], elite: false },
            { skills: [-1], elite: false },
          ],
          tasks: [{ kind: 'objective', assign: 1 }, { kind: 'objective' }],
        },
      ],
      threat: 1,
      policy: { maxRolls: 3 },
    },
    [],
  ),
  contractCase(
    'round, three continents, two research areas and two missions',
    xcomRound,
    {
      panicTrackEnd: 5,
      continents: [
        { panic: 4, interceptors: 1, ufos: 2 },
        { panic: 2, interceptors: 2, ufos: 1 },
        { panic: 0, interceptors: 0, ufos: 1 },
      ],
      tieOrder: [2, 0, 1],
      budget: { money: 9, soldiers: 3, interceptors: 3, scientists: 3, satellites: 2 },
      research: [
        { scientists: 2, cost: 2, progress: 0, bonusDice: 0 },
        { scientists: 1, cost: 3, progress: 1, bonusDice: 1 },
      ],
      orbit: { satellites: 2, ufos: 2 },
      base: {
        soldiers: [
          { skills: [0], special: 0, elite: true },
          { skills: [1], elite: false },
        ],
        enemies: [{ hp: 2, skills: [0, 1], special: 0 }],
        damage: 1,
        redSpace: 2,
      },
      missions: [
        {
          soldiers: [
            { skills: [-1], elite: false },
            { skills: [-1], elite: false },
          ],
          tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 1, skills: [0] }],
        },
        { soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] },
      ],
      policy: { research: {}, orbital: {}, global: {}, base: {}, missions: {} },
    },
    [],
  ),
  // the best play of each phase the player decides in (decisionKernel.ts): the same layouts
  contractCase(
    'base-defense-best',
    baseDefenseBest,
    {
      game: {
        soldiers: [
          { skills: [0], special: 0, elite: true },
          { skills: [1], elite: false },
        ],
        enemies: [
          { hp: 1, skills: [0, 2], special: 2 },
          { hp: 2, skills: [0, 1], special: 0 },
        ],
        threat: 1,
        policy: {},
        markers: [0, 1],
        names: { soldiers: ['a', 'b'], enemies: ['x', 'y'] },
      },
      objective: { name: 'baseDamage', direction: 'min', unitPrice: 0.25 },
      rows: 0,
    },
    [],
  ),
  contractCase(
    'mission-best',
    missionBest,
    {
      game: {
        cards: [
          {
            soldiers: [
              { skills: [0], special: 0, elite: true },
              { skills: [-1], elite: false },
            ],
            tasks: [{ kind: 'objective' }, { kind: 'enemy', hp: 2, skills: [0, 1], special: 0 }],
          },
          { soldiers: [{ skills: [-1], elite: false }], tasks: [{ kind: 'objective' }] },
        ],
        threat: 2,
        policy: {},
        markers: [[0, 0], [0]],
        names: { cards: ['m1', 'm2'], soldiers: [['a', 'b'], ['c']], tasks: [['t1', 't2'], ['t1']] },
      },
      objective: { name: 'tasksDone', direction: 'max', unitPrice: '1/5' },
      rows: 0,
    },
    [],
  ),
  contractCase(
    'research-best',
    researchBest,
    {
      game: { scientists: 3, cost: 3, progress: 0, bonusDice: 0, threat: 1, policy: {} },
      objective: { name: 'completed', direction: 'max', unitPrice: '1/6' },
      rows: 0,
    },
    [],
  ),
  contractCase(
    'orbital-defense-best',
    orbitalBest,
    { game: { satellites: 2, ufos: 3, threat: 2, policy: {} }, objective: { name: 'ufosLeft', direction: 'min', unitPrice: 0.5 }, rows: 0 },
    [],
  ),
  contractCase(
    'global-defense-best',
    globalDefenseBest,
    {
      game: {
        continents: [
          { interceptors: 2, ufos: 1 },
          { interceptors: 1, ufos: 3 },
        ],
        threat: 1,
        policy: {},
        names: ['x', 'y'],
      },
      objective: { name: 'panic', direction: 'min', unitPrice: 0.5 },
      rows: 0,
    },
    [],
  ),
];
