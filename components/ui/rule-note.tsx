/**
 * Where a sentence's rule comes from, on a read-only page: the reference in small print after the
 * sentence, with no script (RuleRef, rule-ref.tsx, hides it behind a button on pages that run
 * scripts anyway). Phrasing content, so it may follow a sentence inside a <p>.
 */
export function RuleNote({ reference }: { reference: string }) {
  return (
    <span className="ml-1 break-words text-xs font-normal text-stone-600" data-rule-ref>
      (rule: {reference})
    </span>
  );
}
