import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { SU_VP_CURRENCY } from "../..";
import type { CorrectSuVpInput } from "../../schemas/vp-correction";

export type CorrectSuVpResult = { ok: true; balance: number; isRepeat: boolean } | ServiceFailure<"below-zero" | "team-archived" | "team-in-battle">;

/**
 * An organiser's correction of a team's VP with a note: one ledger row (reason CORRECTION), keyed
 * by the form's request key so a double submit adds it once, and an activity line, in one
 * transaction under the team's lock. The caller passed authorizeTeam(…, "ledger:correct").
 * Refusals, each changing nothing: below-zero (a team's VP never go under 0), team-archived,
 * team-in-battle (a battle of the team is under way).
 */
export async function correctSuVp(access: CampaignAccess, teamId: string, input: Omit<CorrectSuVpInput, "teamId">): Promise<CorrectSuVpResult> {
  const idempotencyKey = `team:${teamId}:vp-correction:${input.requestKey}`;
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const balance = totalsOf(await storyPointTotals([teamId], tx), teamId).balance;
    if (await tx.storyPointEntry.findUnique({ where: { idempotencyKey }, select: { id: true } })) return { ok: true, balance, isRepeat: true };
    if (balance + input.delta < 0) return { ok: false, code: "below-zero", message: `${locked.team.name} has ${balance} VP: a correction cannot take it below 0.` };
    await tx.storyPointEntry.create({
      data: {
        teamId,
        campaignId: access.campaignId,
        currency: SU_VP_CURRENCY,
        reason: "CORRECTION",
        delta: input.delta,
        note: input.note,
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey,
      },
    });
    const signed = input.delta > 0 ? `+${input.delta}` : String(input.delta);
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "STORY_POINTS_CORRECTED",
      summary: `${access.actorName} corrected “${locked.team.name}” by ${signed} VP: ${input.note}`,
      payload: { v: 1, teamId, delta: input.delta, note: input.note },
    });
    return { ok: true, balance: balance + input.delta, isRepeat: false };
  });
}
