/**
 * On read-only pages, which ship no script of ours: how to print the card sheet (its print styles
 * lay the cards out), where pages that run scripts show PrintButton (print-button.tsx).
 */
export function PrintHint({ children = "To print these cards, use your browser's Print command: the page prints as a sheet of cards." }: { children?: React.ReactNode }) {
  return <p className="text-sm text-stone-700 print:hidden">{children}</p>;
}
