/** Batman: Gotham City's kernels for the kernel contract (../kernels.test.ts). */
import { DEFAULT_FACES } from '../../../simulations/batman/batmanDie.js';
import type { FightParams, Fighter } from '../../../simulations/batman/villainFight.js';
import { villainFight } from '../../../simulations/batman/villainFight.js';
import { type ContractCase, contractCase } from '../contractCase.js';

const villain = (henchmen: number): Fighter => ({ side: 'villain', henchmen });
const batman = (combatValue: number): Fighter => ({ side: 'batman', combatValue });
const fight = (over: Partial<FightParams>): FightParams => ({
  attacker: villain(0),
  defender: villain(0),
  faces: DEFAULT_FACES,
  tie: 'invader',
  batmanBatFace: 'zero',
  ...over,
});

// Every fight has one winner. Between villains every fight records its margin; against Batman
// only a fight the villain's bat face did not settle does, so the margin and that bat face
// together cover every fight.
const betweenVillains = [['attackerWins', 'defenderWins'], ['margin']];
const againstBatman = [
  ['attackerWins', 'defenderWins'],
  ['margin', 'villainBatFace'],
];

export const cases: ContractCase[] = [
  contractCase(
    'fight, villains, henchmen 2 against 1',
    villainFight,
    fight({ attacker: villain(2), defender: villain(1) }),
    betweenVillains,
  ),
  contractCase('fight, a villain invades Batman', villainFight, fight({ attacker: villain(3), defender: batman(2) }), againstBatman),
  contractCase(
    'fight, Batman invades a villain, ties to the defender',
    villainFight,
    fight({ attacker: batman(1), defender: villain(4), tie: 'defender' }),
    againstBatman,
  ),
  contractCase(
    'fight, a d10 with two bat faces and a blank, villains',
    villainFight,
    fight({ attacker: villain(5), defender: villain(0), faces: ['bat', 'bat', 0, 1, 2, 3, 4, 5, 6, 8] }),
    betweenVillains,
  ),
  contractCase(
    'fight, a d10 with two bat faces and a blank, against Batman',
    villainFight,
    fight({ attacker: batman(4), defender: villain(2), faces: ['bat', 'bat', 0, 1, 2, 3, 4, 5, 6, 8] }),
    againstBatman,
  ),
];
