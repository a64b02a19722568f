/**
 * Where the rule a problem cites lives: a line of the rulebook and/or one of our rulings
 * ("R3"). At least one is set. Players look it up; it never goes inside a message. One type
 * for the whole library: roster problems, pre- and post-battle problems and rule failures.
 */
export interface RuleReference {
  line?: number;
  ruling?: string;
}

/** The reference in words, e.g. "book line 637, ruling R3". */
export function ruleReferenceText(rule: RuleReference): string {
  return [rule.line !== undefined ? `book line ${rule.line}` : undefined, rule.ruling ? `ruling ${rule.ruling}` : undefined].filter(Boolean).join(", ");
}

/** A problem's message followed by its rule reference, for places that show problems as one line of text. */
export function problemText(p: { message: string; rule?: RuleReference }): string {
  return p.rule ? `${p.message} (rule: ${ruleReferenceText(p.rule)})` : p.message;
}
