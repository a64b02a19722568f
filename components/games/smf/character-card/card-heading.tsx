export type HeadingLevel = 2 | 3 | 4 | 5;

/** A card section heading at the level the page needs, so headings never skip a level. */
export function CardHeading({ level, children }: { level: HeadingLevel; children: React.ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="text-xs font-bold uppercase tracking-wide text-stone-600 print:text-black">{children}</Tag>;
}
