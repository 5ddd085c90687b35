/** The player's stopping rule for an XCOM task (docs/rules.md, "A task roll", step 4). */
export interface StopPolicy {
  /** no roll is started while the threat exceeds this */
  stopAtThreat?: number;
  /** at most this many rolls per task */
  maxRolls?: number;
}

/** Whether the player starts a roll at `threat` after `rolls` rolls of this task. */
export function mayRoll(policy: StopPolicy, threat: number, rolls: number): boolean {
  if (policy.stopAtThreat !== undefined && threat > policy.stopAtThreat) return false;
  if (policy.maxRolls !== undefined && rolls >= policy.maxRolls) return false;
  return true;
}

/**
 * Whether `mayRoll` reads a task's rolls (a roll cap does): where it does not, states that differ
 * only in the rolls made on the task in play are one state, with the same sums.
 */
export function readsTaskRolls(policy: StopPolicy): boolean {
  return policy.maxRolls !== undefined;
}
