/**
 * A tracker tap in words, as the tracker lists it and as other phones are told of it
 * (trackBattle's live note): shared by the page and the server.
 */
import type { TrackedKnockOut, TrackPayload } from "@/lib/rules/smf";

/** A payload as the tracker sends it (the server adds the version). */
export type Tap = TrackPayload extends infer P ? (P extends TrackPayload ? Omit<P, "v"> : never) : never;

export const TRACK_WORDS = { body: "Body", psyche: "Psyche", both: "Body and Psyche" } as const;
const OBJECTIVE_WORDS = {
  fragments: "a fragment carried off",
  rift: "a rift closed or secret stolen",
  civilians: "a civilian escorted off",
  artifact: "the Alien Artifact",
  diplomat: "the diplomat",
  defender: "the fortress's defence",
} as const;

/** Character and team names by id ("someone" for an id the caller does not know). */
export type Names = (id: string | undefined | null) => string;

/** "KO'd (Body) by Iron Jaw, further harm 1, Vampire melee": where a KO stands. */
export function knockOutWords(ko: TrackedKnockOut, name: Names): string {
  return [
    `KO'd (${TRACK_WORDS[ko.track]})`,
    ko.byCharacterId ? ` by ${name(ko.byCharacterId)}` : "",
    ko.furtherHarm > 0 ? `, further harm ${ko.furtherHarm}` : "",
    ko.isVampireMelee ? ", Vampire melee" : "",
  ].join("");
}

/** One line per tap, for the list of what was tracked. */
export function tapWords(tap: Tap, name: Names): string {
  switch (tap.kind) {
    case "ko": {
      const details = [
        tap.track ? TRACK_WORDS[tap.track] : "",
        tap.byCharacterId === null ? "by someone else" : tap.byCharacterId ? `by ${name(tap.byCharacterId)}` : "",
        tap.furtherHarm !== undefined ? `further harm ${tap.furtherHarm}` : "",
        tap.isVampireMelee === undefined ? "" : tap.isVampireMelee ? "Vampire melee" : "not Vampire melee",
      ].filter(Boolean);
      return `${name(tap.characterId)} KO'd${details.length ? ` (${details.join(", ")})` : ""}`;
    }
    case "recovered":
      return `${name(tap.characterId)} back up`;
    case "score":
      return `${name(tap.teamId)}: ${OBJECTIVE_WORDS[tap.objective]}${tap.characterId ? ` by ${name(tap.characterId)}` : ""}`;
    case "holder":
      return `${OBJECTIVE_WORDS[tap.objective]}: ${name(tap.characterId ?? tap.teamId)}`;
    case "communion":
      return `${name(tap.characterId)} communed with the Space God: ${tap.goals} ${tap.goals === 1 ? "goal" : "goals"}`;
    case "strike":
      return "undo";
  }
}
