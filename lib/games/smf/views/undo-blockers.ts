import type { TeamCounters } from "@/lib/games/smf/battles/team-counters";

/**
 * A later change that stands in the way of undoing a battle, as the battle page lists it, each
 * with its own way back (undoRefusal in lib/games/smf/server/battles/undo-battle.ts finds them).
 */
export type UndoBlocker =
  /** A later battle with one of the same teams: it ran on this battle's results. */
  | { kind: "battle"; battleId: string; issue: number; teamNames: string[] }
  /** A character the battle changed, changed again since in the same respect. */
  | { kind: "character"; teamId: string; teamName: string; characterId: string; characterName: string }
  /** A team counter the battle changed, changed again since. */
  | { kind: "counters"; teamId: string; teamName: string; counter: keyof TeamCounters }
  /**
   * A spend made since, paid with story points the battle gave: without them the balance would
   * fall below 0 (Ruling R8). `isCancellable`: a guest-star booking not used yet.
   */
  | { kind: "spend"; teamId: string; teamName: string; entryId: string; note: string; cost: number; actorName: string; isCancellable: boolean };

const COUNTER_WORDS: Record<keyof TeamCounters, string> = {
  milestonesReached: "milestones reached",
  base: "base",
  carriedSubplotDice: "carried subplot dice",
  guestStarsPending: "booked guest stars",
  replacedSidekickIds: "replaced sidekicks",
  artifactUpkeepDeclined: "declined artifact upkeep",
  wipedOutHenchmenIds: "wiped-out henchmen",
};

/** A ledger note as a sentence shows it: its book reference ("(L2694)") is for the ledger's details, not here. */
function withoutBookLines(note: string): string {
  return note.replace(/\s*\(L\d+[^)]*\)/g, "").trim();
}

/** One plain sentence per blocker. */
export function undoBlockerText(blocker: UndoBlocker): string {
  switch (blocker.kind) {
    case "battle":
      return `Issue #${blocker.issue} (${blocker.teamNames.join(" vs ")}) came after this one with the same teams.`;
    case "character":
      return `${blocker.characterName} (${blocker.teamName}) was changed after this battle in something the battle changed too.`;
    case "counters":
      return `${blocker.teamName}'s ${COUNTER_WORDS[blocker.counter]} changed after this battle.`;
    case "spend":
      return `${blocker.actorName} spent ${blocker.cost} SP for ${blocker.teamName} after this battle (${withoutBookLines(blocker.note)}), using story points this battle gave.`;
  }
}

/** The refusal's one line: what the page lists item by item. */
export function undoBlockedMessage(issue: number, blockers: readonly UndoBlocker[]): string {
  return `Issue #${issue} cannot be undone yet: ${blockers.map((b) => undoBlockerText(b).replace(/\.$/, "")).join("; ")}. Take those changes back first.`;
}
