import type { TrackedKnockOut, TrackPayload } from "@/lib/rules/smf";
import type { ReportTeam } from "./report-model";

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

export type Names = (id: string | undefined | null) => string;

/** Character and team names by id, from the report's model ("someone" for an id it does not know). */
export function namesOf(teams: readonly ReportTeam[]): Names {
  const names = new Map<string, string>([...teams.map((t) => [t.teamId, t.name] as const), ...teams.flatMap((t) => t.fielded.map((c) => [c.id, c.name] as const))]);
  return (id) => (id ? (names.get(id) ?? "someone") : "nobody");
}

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

/** The tap as the tracker's actions read it (lib/games/smf/schemas/battle-track.ts). */
export function tapForm(battleId: string, requestKey: string, tap: Tap): FormData {
  const form = new FormData();
  form.set("battleId", battleId);
  form.set("requestKey", requestKey);
  if (tap.kind === "strike") {
    form.set("entryId", tap.entryId);
    return form;
  }
  form.set("kind", tap.kind);
  if ("characterId" in tap && tap.characterId) form.set("characterId", tap.characterId);
  if ("teamId" in tap && tap.teamId) form.set("teamId", tap.teamId);
  if ("objective" in tap) form.set("objective", tap.objective);
  if (tap.kind === "communion") form.set("goals", String(tap.goals));
  if (tap.kind === "ko") {
    if (tap.track) form.set("track", tap.track);
    if (tap.byCharacterId !== undefined) form.set("by", tap.byCharacterId ?? "other");
    if (tap.furtherHarm !== undefined) form.set("furtherHarm", String(tap.furtherHarm));
    if (tap.isVampireMelee !== undefined) form.set("vampireMelee", tap.isVampireMelee ? "yes" : "no");
  }
  return form;
}

/**
 * A tap's one-time key. Not crypto.randomUUID: phones at the table often reach the app over the
 * local network by plain http, where browsers offer only getRandomValues.
 */
export function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
