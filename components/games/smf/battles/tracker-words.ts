import type { Names, Tap } from "@/lib/games/smf/battles/tap-words";
import type { ReportTeam } from "./report-model";

export { knockOutWords, tapWords, TRACK_WORDS, type Names, type Tap } from "@/lib/games/smf/battles/tap-words";

/** Character and team names by id, from the report's model ("someone" for an id it does not know). */
export function namesOf(teams: readonly ReportTeam[]): Names {
  const names = new Map<string, string>([...teams.map((t) => [t.teamId, t.name] as const), ...teams.flatMap((t) => t.fielded.map((c) => [c.id, c.name] as const))]);
  return (id) => (id ? (names.get(id) ?? "someone") : "nobody");
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
