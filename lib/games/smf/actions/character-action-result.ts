import type { ActionResult } from "@/lib/actions/action-result";
import { problemText, type Problem } from "@/lib/rules/smf/roster/problem";

export const CHARACTER_NOT_SAVED_MESSAGE = "The character could not be saved:";

/**
 * A service refusal as the character form shows it. An illegal build lists every problem the
 * server found under `build`, so the form can show them all, not just the headline.
 */
export function characterRefusal(result: { message: string; problems?: readonly Pick<Problem, "message" | "rule">[] }): ActionResult {
  return result.problems ? { ok: false, message: result.message, fieldErrors: { build: result.problems.map(problemText) } } : { ok: false, message: result.message };
}
