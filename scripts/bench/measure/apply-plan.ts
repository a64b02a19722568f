/**
 * What the post-battle apply timing plays: four players' teams of seven of the book's sample
 * characters in fresh, clearly marked campaigns, Rooftop Rumble with Civilians, the winner taking
 * turns, two KOs per team. Plain code (rules library only), tested in apply-plan.test.ts.
 */
import { isLineUpMember, SAMPLE_CHARACTERS, validateLineUp, type SmfTeamState, type TeamBattleReport } from "@/lib/rules/smf";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";

export const APPLY_TEAMS = 4;
export const APPLY_ROSTER_SIZE = 7;
export const APPLY_SCENARIO = "rooftop-rumble" as const;
export const APPLY_SPECIAL_EVENT = "civilians" as const;

/**
 * Campaigns the apply timing makes are named with this prefix and run by these accounts, so
 * they are never mistaken for the seeded dataset (the bench user is not a member of any).
 */
export const APPLY_CAMPAIGN_PREFIX = "[bench] post-battle apply";
export const APPLY_ACCOUNTS = Array.from({ length: APPLY_TEAMS }, (_, i) => ({ email: `bench-apply-${i + 1}@longbox.bench`, name: `Bench Apply ${i + 1}` }));
export const APPLY_TEAM_NAMES = ["Apply Aces", "Apply Brawlers", "Apply Cosmics", "Apply Dynamos"] as const;

export function applyCampaignSettings(runId: string, index: number, total: number): CampaignSettingsInput {
  return {
    name: `${APPLY_CAMPAIGN_PREFIX} ${index + 1}/${total} · ${runId}`,
    // Out of reach in a few battles: a campaign that ends would refuse the next battle.
    storyPointGoal: 100,
    allowVehicles: false,
    allowAlternatePowerLevels: true,
    advancement: "RANDOM",
    socialScienceVariant: "CH2",
    reportConfirmation: "NONE",
    teamControl: "ANYONE",
    appDiceOnly: false,
  };
}

/** Seven of the eight samples (each team leaves a different one out), so rosters differ. */
export function teamSamples(teamIndex: number): string[] {
  const names = SAMPLE_CHARACTERS.map((s) => s.character.name);
  const leftOut = (teamIndex * 3) % names.length;
  return names.filter((_, i) => i !== leftOut).slice(0, APPLY_ROSTER_SIZE);
}

/**
 * The line-up: roster members who can take the table (R18, R19), added in roster order while the
 * line-up stays legal (weight and archetype limits, Ruling R4).
 */
export function pickLineUp(team: SmfTeamState): string[] {
  const picked: SmfTeamState["characters"] = [];
  for (const c of team.characters) {
    if (!isLineUpMember(c) || c.state.status !== "active" || c.state.nextBattle.missesBattle) continue;
    if (validateLineUp([...picked, c]).ok) picked.push(c);
  }
  return picked.map((c) => c.id);
}

/**
 * Battle `battleIndex`'s report: the winner rotates through the teams; each team has its first
 * fielded character KO'ed on Body and its second on both tracks with further harm (two injury
 * rolls per team), both by the next team (with more than two teams the KO'ing team is recorded,
 * Ruling R10); the winner escorted 2 civilians off, the next team 1.
 */
export function applyReport(battleIndex: number, lineUps: ReadonlyArray<{ teamId: string; fieldedIds: readonly string[] }>): { teams: TeamBattleReport[] } {
  const winner = battleIndex % lineUps.length;
  return {
    teams: lineUps.map(({ teamId, fieldedIds }, t) => {
      const [first, second] = fieldedIds;
      const injuredByTeamId = lineUps[(t + 1) % lineUps.length]!.teamId;
      const knockedOut: TeamBattleReport["knockedOut"] = [
        ...(first ? [{ characterId: first, track: "body" as const, furtherHarm: 0, injuredByTeamId }] : []),
        ...(second ? [{ characterId: second, track: "both" as const, furtherHarm: 1, injuredByTeamId }] : []),
      ];
      return {
        teamId,
        result: t === winner ? "won" : "lost",
        fieldedCharacterIds: [...fieldedIds],
        knockedOut,
        civiliansRescued: t === winner ? 2 : t === (winner + 1) % lineUps.length ? 1 : 0,
      };
    }),
  };
}

/** A service refused a step the timing needs: stop with its message and problems. */
export function benchFailure(step: string, failure: { code: string; message: string; problems?: unknown }): Error {
  const problems = failure.problems ? ` ${JSON.stringify(failure.problems)}` : "";
  return new Error(`Stopped while ${step}: ${failure.message} (${failure.code})${problems}`);
}
