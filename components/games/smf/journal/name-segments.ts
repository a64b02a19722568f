/** A sentence cut into plain text and the names it mentions, so each name can become a link. */
export type Segment = { text: string; id?: undefined } | { text: string; id: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Finds each named thing in `text` as a whole word (a longer name first, so "White Rhino II" is
 * not read as "White Rhino"). Names shorter than two letters are left alone: they would match
 * inside ordinary words' neighbours too easily.
 */
export function nameSegments(text: string, named: ReadonlyArray<{ id: string; name: string }>): Segment[] {
  const usable = named.filter((n) => n.name.trim().length >= 2).sort((a, b) => b.name.length - a.name.length);
  if (usable.length === 0) return [{ text }];
  const byName = new Map(usable.map((n) => [n.name, n.id]));
  // Word edges by letters and digits of any script, so "Zoë" or "Bug-Man's" still match.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${usable.map((n) => escape(n.name)).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const segments: Segment[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: match[0], id: byName.get(match[0])! });
    at = start + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
