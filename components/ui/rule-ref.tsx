"use client";
import { useState } from "react";

/**
 * Where a sentence's rule comes from (a book line, a ruling), kept out of the sentence people
 * read: a small "rule" button after it that shows the reference on a tap (phones and keyboards),
 * on hover (its title), and to screen readers in its name ("rule: book line 238, ruling R4"), so
 * a field it describes keeps the reference in its description. One look for every reference.
 * Phrasing content, so it may follow a sentence inside a <p>; not inside a <label> (a button
 * there would be a second control).
 */
export function RuleRef({ reference }: { reference: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <span className="ml-1 text-xs font-normal text-stone-600" data-rule-ref>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-label={`rule: ${reference}`}
        title={`Rule: ${reference}`}
        onClick={() => setIsOpen((open) => !open)}
        className="cursor-pointer rounded-sm px-0.5 underline decoration-dotted underline-offset-2"
      >
        rule
      </button>
      {isOpen ? <span className="ml-1 break-words">{reference}</span> : null}
    </span>
  );
}
