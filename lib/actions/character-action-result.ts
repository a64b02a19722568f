import type { ActionState } from "./action-result";

export const CHARACTER_NOT_SAVED_MESSAGE = "The character could not be saved:";

/**
 * A service refusal as the character form shows it. An illegal build lists every problem the
 * server found under `build`, so the form can show them all, not just the headline.
 */
export function characterRefusal(result: { message: string; problems?: readonly { message: string }[] }): ActionState {
  return result.problems ? { ok: false, message: result.message, fieldErrors: { build: result.problems.map((p) => p.message) } } : { ok: false, message: result.message };
}
