import { foldTrackedEntries, hasPower, reportFieldSet, type ReportFieldSet, type SmfCharacter, type TrackedEntry, type TrackedReport } from "@/lib/rules/smf";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";

export interface ReportCharacter {
  id: string;
  name: string;
}

export interface ReportTeam {
  teamId: string;
  name: string;
  fielded: ReportCharacter[];
  /** Fielded characters with the Vampire power: a foe KO'ed by one in melee says so (L1151). */
  vampires: ReportCharacter[];
  /** Holds a base, so it can report losing it (Ruling R16). */
  hasBase: boolean;
  /** Its side: a hero's victim may be captured instead of killed (L2595), which the injury odds show. */
  alignment: "heroes" | "villains";
}

export type { ReportFieldSet };

export interface ReportModel {
  teams: ReportTeam[];
  fields: ReportFieldSet;
  /** Captives this battle could free: of a playing team, or held by one (Ruling R19). */
  captives: Array<ReportCharacter & { teamName: string; heldBy?: string }>;
  /** No one confirms reports in this campaign: saving it starts the post-battle, so the app may roll on. */
  isConfirmedOnSave: boolean;
  /** Each fielded character as the battle began, by id: the report shows its injury odds when KO'ed. */
  characters: Record<string, SmfCharacter>;
}

/** What the report form asks, read from the battle: its line-ups, scenario, event and teams. */
export function reportModel(loaded: LoadedBattle): ReportModel {
  const { data } = loaded;
  if (!data.preBattle) throw new Error("The pre-battle has not been rolled yet");
  const states = data.snapshot?.teams ?? [];
  const characters = new Map<string, SmfCharacter>(states.flatMap((t) => t.characters.map((c) => [c.id, c] as const)));
  const playing = new Set(loaded.row.teams.map((t) => t.teamId));

  const teams = loaded.row.teams.map((t): ReportTeam => {
    const lineUp = data.teams.find((x) => x.teamId === t.teamId)?.lineUp ?? [];
    const fielded = lineUp.map((m) => ({ id: m.characterId, name: m.name }));
    return {
      teamId: t.teamId,
      name: t.teamName,
      fielded,
      vampires: fielded.filter((m) => {
        const c = characters.get(m.id);
        return c ? hasPower(c, "vampire") : false;
      }),
      hasBase: Boolean(states.find((s) => s.teamId === t.teamId)?.base),
      alignment: states.find((s) => s.teamId === t.teamId)?.alignment ?? "villains",
    };
  });
  const captives = states.flatMap((team) =>
    team.characters
      .filter((c) => c.state.status === "captured" && (playing.has(team.teamId) || (c.state.capturedBy && playing.has(c.state.capturedBy.teamId))))
      .map((c) => ({ id: c.id, name: c.name, teamName: team.name, ...(c.state.capturedBy ? { heldBy: c.state.capturedBy.teamName } : {}) })),
  );
  return {
    teams,
    fields: reportFieldSet(data.preBattle.scenario.scenarioId, data.preBattle.specialEvent.eventId),
    captives,
    isConfirmedOnSave: loaded.row.campaign.reportConfirmation === "NONE",
    characters: Object.fromEntries(teams.flatMap((t) => t.fielded.flatMap((m) => (characters.has(m.id) ? [[m.id, characters.get(m.id)!] as const] : [])))),
  };
}

/**
 * The report's defaults from what was tracked, and a key that changes with them: the form's
 * fields are uncontrolled, so new taps reach them by mounting the form afresh.
 */
export function trackedDraft(model: ReportModel, entries: readonly TrackedEntry[]): { draft: TrackedReport; key: string } {
  const lineUps = model.teams.map((t) => ({ teamId: t.teamId, fieldedIds: t.fielded.map((c) => c.id), vampireIds: t.vampires.map((c) => c.id) }));
  const draft = foldTrackedEntries(entries, lineUps);
  return { draft, key: JSON.stringify(draft.teams) };
}
