/** `StateMass` under the name its users import (weight.ts holds it with the weights it adds). */
export { StateMass } from './weight.js';
