/**
 * The download's file name: the team's or campaign's name as a slug, then what the file is, e.g.
 * "the-night-shift.team.json". Accents fold to plain letters; a name with no letters or digits
 * left ("???") falls back to "longbox".
 */
export function exportFileName(name: string, kind: "team" | "campaign"): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "longbox"}.${kind}.json`;
}
