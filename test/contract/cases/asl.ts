/** Advanced Squad Leader's kernels for the kernel contract (../kernels.test.ts). */
import { STATUS_KEYS, locationCheck } from '../../../simulations/asl/locationCheck.js';
import { moraleCheck } from '../../../simulations/asl/moraleCheck.js';
import { rallyAttempt } from '../../../simulations/asl/rallyAttempt.js';
import { rallyOptions } from '../../../simulations/asl/rallyOptions.js';
import { routInterdiction } from '../../../simulations/asl/routInterdiction.js';
import { type ContractCase, contractCase } from '../contractCase.js';

const squad = { kind: 'squad', broken: false, fanatic: false, wounded: false, leadership: 0 } as const;
const rallyUnit = {
  brokenMorale: 7,
  terrain: 'woods',
  desperation: false,
  drm: 0,
  unit: 'squad',
  fanatic: false,
  wounded: false,
  phases: 3,
} as const;

// A check is passed or failed.
const passOrFail = [['passed', 'failed']];
// A routing unit comes through, is eliminated, or is pinned on the way (a pin ends its rout);
// pinned next to the enemy, the pin eliminates it, so it is one of the first two.
const routEnds = [['routed', 'eliminated', 'pinned']];
const routEndsNextToEnemy = [['routed', 'eliminated']];
/** Each unit of a location ends in exactly one status. */
const oneStatusEach = (units: number) => Array.from({ length: units }, (_, i) => STATUS_KEYS.map((key) => `units.${i}.${key}`));

export const cases: ContractCase[] = [
  contractCase(
    'morale-check',
    moraleCheck,
    { morale: 7, broken: false, check: 'MC', modifier: 2, leadership: -1, drm: 0, fanatic: false, wounded: false, unit: 'leader' },
    passOrFail,
  ),
  contractCase('rally', rallyAttempt, { ...rallyUnit, leadership: -1, selfRally: false }, []),
  contractCase(
    'rally-options',
    rallyOptions,
    {
      ...rallyUnit,
      options: [
        { leadership: -2, selfRally: false },
        { leadership: 0, selfRally: true },
      ],
    },
    [],
  ),
  contractCase(
    'rout',
    routInterdiction,
    {
      brokenMorale: 7,
      unit: 'squad',
      interdictions: 3,
      pinnedAdjacentToEnemy: false,
      drm: 0,
      fanatic: false,
      wounded: false,
      leader: null,
    },
    routEnds,
  ),
  contractCase(
    'morale-check, wounded hero',
    moraleCheck,
    { morale: 9, broken: false, check: 'MC', modifier: 2, leadership: 0, drm: 0, fanatic: false, wounded: true, unit: 'hero' },
    passOrFail,
  ),
  contractCase(
    'rally, field promotion',
    rallyAttempt,
    { ...rallyUnit, brokenMorale: 5, terrain: 'open', desperation: true, leadership: 0, selfRally: true },
    [],
  ),
  contractCase(
    'rout with a leader',
    routInterdiction,
    {
      brokenMorale: 7,
      unit: 'squad',
      interdictions: 3,
      pinnedAdjacentToEnemy: true,
      drm: 0,
      fanatic: true,
      wounded: false,
      leader: { morale: 8, leadership: -1, fanatic: false, wounded: false, modifiesInterdiction: true },
    },
    routEndsNextToEnemy,
  ),
  contractCase(
    'location-check',
    locationCheck,
    {
      units: [
        { ...squad, id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1 },
        { ...squad, id: 'a', morale: 7, brokenMorale: 8 },
        { ...squad, id: 'b', morale: 6, brokenMorale: 6, broken: true },
      ],
      modifier: 1,
      drm: 0,
    },
    oneStatusEach(3),
  ),
  contractCase(
    'location-check, wounded leaders, a hero, a Fanatic squad',
    locationCheck,
    {
      units: [
        { ...squad, id: '9-2', kind: 'leader', morale: 9, brokenMorale: 8, leadership: -2, wounded: true },
        { ...squad, id: '8-1', kind: 'leader', morale: 8, brokenMorale: 7, leadership: -1, broken: true, wounded: true },
        { ...squad, id: 'h', kind: 'hero', morale: 8, brokenMorale: 8 },
        { ...squad, id: 'a', morale: 7, brokenMorale: 6, fanatic: true },
      ],
      modifier: 3,
      drm: 0,
    },
    oneStatusEach(4),
  ),
  // harder cases: other checks and unit kinds, more phases, options and interdictions
  contractCase(
    'morale-check, a broken Fanatic half-squad takes a 1MC',
    moraleCheck,
    { morale: 6, broken: true, check: 'MC', modifier: 1, leadership: 0, drm: 1, fanatic: true, wounded: false, unit: 'half-squad' },
    passOrFail,
  ),
  contractCase(
    'morale-check, a crew takes a TC under a leader',
    moraleCheck,
    { morale: 8, broken: false, check: 'TC', modifier: 0, leadership: -2, drm: 0, fanatic: false, wounded: false, unit: 'crew' },
    passOrFail,
  ),
  contractCase(
    'rally, a wounded Fanatic leader over six phases',
    rallyAttempt,
    {
      ...rallyUnit,
      unit: 'leader',
      wounded: true,
      fanatic: true,
      phases: 6,
      brokenMorale: 8,
      terrain: 'open',
      drm: 1,
      leadership: 0,
      selfRally: true,
    },
    [],
  ),
  contractCase(
    'rally-options, three rallies over five phases',
    rallyOptions,
    {
      ...rallyUnit,
      unit: 'half-squad',
      phases: 5,
      drm: 1,
      options: [
        { leadership: -3, selfRally: false },
        { leadership: -1, selfRally: false },
        { leadership: 0, selfRally: true },
      ],
    },
    [],
  ),
  contractCase(
    'rout, a wounded half-squad through six interdictions with a wounded leader',
    routInterdiction,
    {
      brokenMorale: 6,
      unit: 'half-squad',
      interdictions: 6,
      pinnedAdjacentToEnemy: false,
      drm: 1,
      fanatic: false,
      wounded: true,
      leader: { morale: 9, leadership: -2, fanatic: true, wounded: true, modifiesInterdiction: true },
    },
    routEnds,
  ),
  contractCase(
    'location-check, five units under a 2MC',
    locationCheck,
    {
      units: [
        { ...squad, id: '10-2', kind: 'leader', morale: 10, brokenMorale: 9, leadership: -2 },
        { ...squad, id: '7-0', kind: 'leader', morale: 7, brokenMorale: 6 },
        { ...squad, id: 'a', morale: 8, brokenMorale: 8 },
        { ...squad, id: 'hs', kind: 'half-squad', morale: 6, brokenMorale: 5, wounded: false },
        { ...squad, id: 'c', kind: 'crew', morale: 7, brokenMorale: 7, broken: true },
      ],
      modifier: 2,
      drm: 1,
    },
    oneStatusEach(5),
  ),
];
