import { splitRuleReferences } from "@/lib/views/rule-references";
import { RuleRef } from "./rule-ref";

/**
 * A sentence from the rules (a battle event, a ledger note, a refusal) with its bracketed book
 * lines and rulings taken out and shown as one RuleRef after it. Text without references is
 * returned as it is.
 */
export function TextWithRuleRefs({ text }: { text: string }) {
  const split = splitRuleReferences(text);
  return (
    <>
      {split.text}
      {split.reference ? <RuleRef reference={split.reference} /> : null}
    </>
  );
}
