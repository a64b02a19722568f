/**
 * Where a sentence's rule comes from (a book line, a ruling), kept out of the sentence people
 * read: a small "rule" marker after it that opens to the reference on a tap (a native <details>:
 * phones, keyboards and screen readers alike) and shows it on hover (its title). One look for
 * every reference on every screen. A <details> may not sit inside a <p> or a <label>: put the
 * sentence and its marker in a <div>, <li> or <td>.
 */
export function RuleRef({ reference }: { reference: string }) {
  return (
    <details className="group ml-1 inline-block align-baseline text-xs font-normal text-stone-600" title={`Rule: ${reference}`} data-rule-ref>
      <summary className="inline-block cursor-pointer list-none rounded-sm px-0.5 underline decoration-dotted underline-offset-2 [&::-webkit-details-marker]:hidden">
        rule<span className="sr-only"> reference</span>
      </summary>
      <span className="ml-1 break-words">{reference}</span>
    </details>
  );
}
