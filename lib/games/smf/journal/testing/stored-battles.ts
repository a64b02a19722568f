import { scriptedDice } from "@/lib/rules/dice";
import { runPostBattle, type PostBattleInput, type SmfCampaignOptions, type StoryPointLedgerEntry } from "@/lib/rules/smf";
import { battleInput, member, squad, teamReport } from "@/lib/rules/smf/testing/fixtures";
import type { JournalBattle } from "../journal-battle";

/**
 * Real post-battle records for the journal's tests (never imported by app code): the rules run
 * with scripted dice, and the result is stored the way the battle engine stores it.
 */

/** Night Shift (heroes, 4 SP earned) beat Iron Syndicate; Nightjar fell to Countess Vey's drain. */
export function nightShiftBattle(campaign: Partial<SmfCampaignOptions> = {}): PostBattleInput {
  const night = squad("night", [member("n1", { name: "Nightjar" }), member("n2", { name: "Lamplighter" }), member("n3", { name: "Bench Warmer" })], {
    name: "Night Shift",
    alignment: "heroes",
    storyPoints: { earned: 4, balance: 4 },
  });
  const iron = squad("iron", [member("v1", { name: "Countess Vey", powers: ["vampire"] }), member("v2", { name: "Grinder" }), member("v3", { name: "Rivet" })], {
    name: "Iron Syndicate",
  });
  return battleInput(
    [night, iron],
    [
      teamReport(night, "won", {
        fieldedCharacterIds: ["n1", "n2"],
        knockedOut: [
          { characterId: "n1", track: "body", furtherHarm: 2, vampireId: "v1" },
          { characterId: "n2", track: "body", furtherHarm: 0 },
        ],
      }),
      teamReport(iron, "lost", { knockedOut: [{ characterId: "v2", track: "both", furtherHarm: 0 }] }),
    ],
    { report: { issue: 3 }, campaign },
  );
}

/**
 * Faces for nightShiftBattle: Nightjar dies and stays dead, Lamplighter swears to settle the
 * score, Grinder is captured; bumps for Lamplighter (+1 Psyche) and Bench Warmer, who sat out.
 */
export const GRIM_FACES = [6, 4, 4, 4, 2, 1, 5, 1, 3, 3, 6, 6, 4, 1, 3, 6, 2, 2, 6];
/** Faces for nightShiftBattle: Nightjar dies and rises as Countess Vey's thrall. */
export const THRALL_FACES = [3, 6, 6, 1, 1, 4, 5, 5, 3, 6, 1, 3, 4, 2, 3, 6, 6, 2, 3];

export interface StoredBattleOptions {
  id?: string;
  isUndone?: boolean;
  preBattleLedger?: StoryPointLedgerEntry[];
  /** Leave the post-battle state's names out (only the line-ups name characters). */
  withoutNames?: boolean;
}

/** Runs the sequence with `faces` and returns the battle as the journal services load it. */
export function storedBattle(input: PostBattleInput, faces: number[], options: StoredBattleOptions = {}): JournalBattle {
  const dice = scriptedDice(faces);
  const result = runPostBattle(input, dice);
  if (!result.ok) throw new Error(`${result.failedStep}: ${JSON.stringify(result.problems)}`);
  if (dice.remaining() !== 0) throw new Error(`${dice.remaining()} faces left over`);
  const names = Object.fromEntries(result.state.teams.flatMap((t) => t.characters.map((c) => [c.id, c.name])));
  const teamNames = Object.fromEntries(result.state.teams.map((t) => [t.teamId, t.name]));
  const resultRow = (r: string) => (r === "won" ? "WON" : r === "lost" ? "LOST" : "DRAW") as "WON" | "LOST" | "DRAW";
  return {
    id: options.id ?? `battle-${input.report.issue}`,
    issue: input.report.issue,
    isUndone: options.isUndone ?? false,
    scenarioId: input.report.scenarioId,
    specialEventId: input.report.specialEventId ?? null,
    resolvedAt: new Date("2030-01-02T03:04:05Z"),
    undoneAt: options.isUndone ? new Date("2030-01-03T03:04:05Z") : null,
    teams: input.report.teams.map((report) => {
      const team = input.teams.find((t) => t.teamId === report.teamId)!;
      return {
        teamId: team.teamId,
        teamName: team.name,
        result: resultRow(report.result),
        lineUp: report.fieldedCharacterIds.map((id) => ({ characterId: id, name: team.characters.find((c) => c.id === id)!.name })),
      };
    }),
    report: input.report,
    events: result.events,
    preBattleLedger: options.preBattleLedger ?? [],
    preBattleCurses: [],
    ...(options.withoutNames ? {} : { characterNames: names, teamNames }),
  };
}
