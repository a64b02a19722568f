import "server-only";
import { correctStoryPoints as correctTeamStoryPoints, problemText, SMF_LEDGER_CURRENCY, SMF_REASON_TO_LEDGER } from "@/lib/rules/smf";
import type { CorrectStoryPointsInput } from "@/lib/games/smf/schemas/story-points";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";

export type CorrectStoryPointsResult =
  { ok: true; entryId: string; balance: number; isRepeat: boolean } | ServiceFailure<"insufficient-balance" | "team-archived" | "team-in-battle">;

/** The ledger key of a correction: one per team and form submission. */
export function correctionEntryKey(teamId: string, requestKey: string): string {
  return `team:${teamId}:correction:${requestKey}`;
}

/**
 * An organiser's correction with a note (Ruling R8, the rules' correctStoryPoints): a positive
 * one adds to earned and balance; a negative one lowers only the balance. One transaction: the
 * team's lock, the rules on the balance as it stands, the ledger entry (reason CORRECTION), the
 * activity line. The caller passed authorizeTeam(…, "ledger:correct"); the schema made the
 * delta a whole number other than 0 and the note 1–200 characters.
 *
 * A `requestKey` already used for this team answers with its entry (`isRepeat`). Refusals, each
 * changing nothing:
 * - insufficient-balance: a negative correction would take the balance below 0;
 * - team-archived: the team is archived.
 */
export async function correctStoryPoints(access: CampaignAccess, teamId: string, input: Omit<CorrectStoryPointsInput, "teamId">): Promise<CorrectStoryPointsResult> {
  const idempotencyKey = correctionEntryKey(teamId, input.requestKey);
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const existing = await tx.storyPointEntry.findUnique({ where: { idempotencyKey }, select: { id: true } });
    if (existing) return { ok: true, entryId: existing.id, balance: totalsOf(await storyPointTotals([teamId], tx), teamId).balance, isRepeat: true };

    const snapshot = await loadTeamStates(access.campaignId, tx);
    const team = snapshot.teams.find((t) => t.teamId === teamId);
    // lockTeam found the team active in this campaign, so the snapshot holds it.
    if (!team) throw new Error(`Team ${teamId} is not among the active teams of ${access.campaignId}`);
    const result = correctTeamStoryPoints(team, input.delta, input.note);
    if (!result.ok) return { ok: false, code: result.error.code, message: problemText(result.error) };

    const entry = await tx.storyPointEntry.create({
      data: {
        teamId,
        campaignId: access.campaignId,
        currency: SMF_LEDGER_CURRENCY,
        delta: result.entry.delta,
        reason: SMF_REASON_TO_LEDGER[result.entry.reason],
        note: result.entry.note,
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey,
      },
      select: { id: true },
    });
    const signed = input.delta > 0 ? `+${input.delta}` : String(input.delta);
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "STORY_POINTS_CORRECTED",
      summary: `${access.actorName} corrected “${locked.team.name}” by ${signed} SP: ${input.note}`,
      payload: { v: 1, teamId, delta: input.delta, note: input.note },
    });
    return { ok: true, entryId: entry.id, balance: result.entry.balance, isRepeat: false };
  });
}
