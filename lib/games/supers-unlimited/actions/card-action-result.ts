import type { ActionResult } from "@/lib/actions/action-result";
import type { SuProblem } from "@/lib/rules/supers-unlimited";

export const CARD_NOT_SAVED_MESSAGE = "The card could not be saved:";

/**
 * A service refusal as the card builder shows it: every problem on its own field (the problem's
 * `field`, "traits.fight.dice", "attacks[1].range" …), so the builder puts each beside its input;
 * `problems` keeps each one's stable code ("unknown-talent", "invalid-level").
 */
export function cardRefusal(result: { message: string; problems?: readonly SuProblem[] }): ActionResult {
  if (!result.problems) return { ok: false, message: result.message };
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of result.problems) (fieldErrors[problem.field || "card"] ??= []).push(problem.message);
  const problems = result.problems.map(({ code, field, message }) => ({ code, field, message }));
  return { ok: false, message: result.message, fieldErrors, problems };
}
