import type { AnyGameSystem, TeamAlignments } from "./game-system";

/** The sides a game's teams take, or null when they take none (GameSystem.roster.alignments). */
export function teamAlignments(game: AnyGameSystem): TeamAlignments | null {
  const declared = game.roster?.alignments;
  return declared && declared.values.length > 0 ? declared : null;
}

/** "heroes or villains": the sides in a sentence. */
function inWords(alignments: TeamAlignments): string {
  const words = alignments.values.map((value) => value.label.toLowerCase());
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words.at(-1)}` : words.join("");
}

export const NO_ALIGNMENT_MESSAGE = "This game's teams take no side: leave the alignment out.";

/**
 * The alignment a team form posted, checked against its game's list: one of its ids, or null for a
 * game whose teams take none. Refused with a message for the form's field: a missing or unknown
 * side in a game that has them ("Choose heroes or villains."), any side in a game that has none.
 */
export function alignmentOf(game: AnyGameSystem, posted: string | null | undefined): { ok: true; alignment: string | null } | { ok: false; message: string } {
  const alignments = teamAlignments(game);
  const given = posted?.trim() || null;
  if (!alignments) return given === null ? { ok: true, alignment: null } : { ok: false, message: NO_ALIGNMENT_MESSAGE };
  if (given !== null && alignments.values.some((value) => value.id === given)) return { ok: true, alignment: given };
  return { ok: false, message: `Choose ${inWords(alignments)}.` };
}

/** The word a page shows for a stored alignment, or null for none (or one the game does not declare). */
export function alignmentLabel(game: AnyGameSystem, alignment: string | null): string | null {
  if (alignment === null) return null;
  return teamAlignments(game)?.values.find((value) => value.id === alignment)?.label ?? null;
}
