/**
 * The table tests' board: one research area, the orbit, a continent that can be cleared and one
 * without UFOs, base defence with one enemy both soldiers can fight, one mission card. Europe has
 * no UFOs: a continent with UFOs and no interceptor cannot be cleared, and the phase's objective
 * (every continent left cleared) would be lost whatever the player does.
 */
export const TABLE_BOARD = {
  continents: [
    { name: 'North America', panic: 2, interceptors: 1, ufos: 1 },
    { name: 'Europe', panic: 1 },
  ],
  panicTrackEnd: 5,
  orbit: { satellites: 1, ufos: 1 },
  research: [{ name: 'Laser Weapons', scientists: 2, cost: 2 }],
  base: {
    soldiers: [
      { name: 'Vasquez', skills: ['assault'], special: 'assault', elite: true },
      { name: 'Okafor', skills: ['heavy'] },
    ],
    enemies: [{ name: 'Sectoid', hp: 1, skills: ['assault', 'heavy'] }],
    redSpace: 3,
  },
  missions: [{ name: 'Crash Site', soldiers: 2, tasks: [{ kind: 'objective' }] }],
};
