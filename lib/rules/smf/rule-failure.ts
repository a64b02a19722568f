import type { RuleReference } from "./rule-reference";

/**
 * The one shape of an expected rule failure in the SMF library (STYLE.md §2): a typed code the
 * app can branch on and a plain-language message it can show. Validation that can find several
 * problems at once returns a list instead (roster `Problem`, pre- and post-battle problems).
 */
export interface RuleError<Code extends string> {
  code: Code;
  message: string;
  /** The book line or ruling the failure cites; never inside `message`. */
  rule?: RuleReference;
}

export type RuleFailure<Code extends string> = { ok: false; error: RuleError<Code> };

export function ruleFailure<Code extends string>(code: Code, message: string, rule?: RuleReference): RuleFailure<Code> {
  return { ok: false, error: rule ? { code, message, rule } : { code, message } };
}
