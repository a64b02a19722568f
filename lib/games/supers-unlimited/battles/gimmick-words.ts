import { gimmick, type SuGimmickLogEntry } from "@/lib/rules/supers-unlimited";

/** A log line in words, for the page and the live notice. */
export function gimmickLine(entry: SuGimmickLogEntry, lineUp: readonly { characterId: string; name: string }[]): string {
  const who = lineUp.find((m) => m.characterId === entry.characterId)?.name;
  const name = gimmick(entry.gimmick).name;
  if (entry.kind === "recycle") return `${name} brought back by ${entry.source}${who ? ` (${who})` : ""}`;
  if (entry.returns) return `${name} used: ${gimmick(entry.returns).name} goes back into the pool`;
  return `${name} used${who ? ` by ${who}` : ""}`;
}
