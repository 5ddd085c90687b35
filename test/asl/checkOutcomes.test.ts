/**
 * The morale core's tabled outcomes (`checkOutcomes`, simulations/asl/morale.ts), which the
 * location check's exact method reads, against a plain enumeration of each check (`forEachCheckOutcome`): the same groups
 * (result, severity dr, ways out of 216, Heat of Battle) in the same order, for every unit
 * kind, side and wound, every ML, Fanatic or not, MC and TC, and DRMs far past both ends of
 * the table's margins.
 */
import t from 'tap';
import { MC, TC, UNIT_KINDS, Unit, checkOutcomes } from '../../simulations/asl/morale.js';
import { forEachCheckOutcome } from './checkOutcome.js';

t.test('checkOutcomes gives the groups forEachCheckOutcome visits, in its order', async (t) => {
  let compared = 0;
  let wrong = 0;
  for (let kind = 0; kind < UNIT_KINDS.length; kind++) {
    for (const broken of [false, true]) {
      for (const wounded of [false, true]) {
        for (const fanatic of [false, true]) {
          for (let morale = 1; morale <= 10; morale++) {
            const u = new Unit({ kind, morale, brokenMorale: morale, leadership: 0, fanatic, wounded, broken });
            for (const check of [MC, TC]) {
              for (let drm = -20; drm <= 20; drm++) {
                const visited: [number, boolean, number, boolean][] = [];
                forEachCheckOutcome(u, drm, check, (result, killed, ways, heat) => visited.push([result, killed, ways, heat]));
                const rows = checkOutcomes(u, drm, check);
                const tabled: [number, boolean, number, boolean][] = [];
                for (let g = 0; g < rows.size; g++) {
                  tabled.push([rows.result[g]!, rows.killed[g] === 1, rows.ways[g]!, rows.heat[g] === 1]);
                }
                compared++;
                if (JSON.stringify(tabled) !== JSON.stringify(visited)) {
                  wrong++;
                  if (wrong <= 3)
                    t.same(
                      tabled,
                      visited,
                      `kind ${kind}, broken ${broken}, wounded ${wounded}, ML ${u.morale()}, check ${check}, DRM ${drm}`,
                    );
                }
              }
            }
          }
        }
      }
    }
  }
  t.equal(wrong, 0, `${compared} checks compared`);
});
