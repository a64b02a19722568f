/**
 * Book lines and rulings kept out of the sentences people read. Rules text cites its source in
 * brackets ("Inspired Recovery (L2593)", "… the limit is 4. (rule: ruling R4)", "chooses row 3
 * (non-random advancement, L2690)"); many such sentences are already stored (battle events, ledger
 * notes, the journal), so the screens split them where they show them: the words, and one
 * reference for a small marker beside them (components/ui/text-with-rule-refs.tsx).
 */

export interface SplitText {
  /** The sentence without its references. */
  text: string;
  /** Every reference it held, in order, e.g. "book line 2593" or "book line 238, ruling R4"; absent when none. */
  reference?: string;
}

const BOOK_LINE = /^L(\d+)(?:\s*[–-]\s*L?(\d+))?$/;
const WORDED_LINE = /^(?:book )?lines? (\d+)(?:\s*[–-]\s*(\d+))?$/i;
const RULING = /^(?:rulings? )?(R\d+)$/i;

/** One comma-separated part of a bracket as a reference, or undefined when it is words. */
function asReference(part: string): string | undefined {
  const line = BOOK_LINE.exec(part) ?? WORDED_LINE.exec(part);
  if (line) return line[2] ? `book lines ${line[1]}–${line[2]}` : `book line ${line[1]}`;
  const ruling = RULING.exec(part);
  return ruling ? `ruling ${ruling[1]!.toUpperCase()}` : undefined;
}

/** Splits every bracketed reference out of `text`; a bracket of words and references keeps its words. */
export function splitRuleReferences(text: string): SplitText {
  const references: string[] = [];
  let rest = text;
  // Innermost brackets first, so "(already taken (Ruling R15))" keeps "(already taken)".
  for (let guard = 0; guard < 20; guard++) {
    let changed = false;
    rest = rest.replace(/(\s*)\(([^()]*)\)/g, (whole, space: string, inner: string) => {
      const rule = /^rule:\s*(.+)$/i.exec(inner.trim());
      if (rule) {
        references.push(rule[1]!.trim());
        changed = true;
        return "";
      }
      const parts = inner.split(/,\s*/);
      const refs = parts.map((p) => asReference(p.trim()));
      if (!refs.some(Boolean)) return whole;
      references.push(...refs.filter((r): r is string => Boolean(r)));
      changed = true;
      const words = parts.filter((_, i) => !refs[i]);
      return words.length ? `${space}(${words.join(", ")})` : "";
    });
    if (!changed) break;
  }
  const cleaned = rest.replace(/\s+([.,;:])/g, "$1").trim();
  return references.length ? { text: cleaned, reference: references.join(", ") } : { text };
}
