import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applyStoryPointSpend, problemText, SMF_LEDGER_CURRENCY, SMF_REASON_TO_LEDGER, type StoryPointSpend, type StoryPointSpendErrorCode } from "@/lib/rules/smf";
import type { StoryPointSpendInput } from "@/lib/games/smf/schemas/story-points";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { ROSTER_OPTIONS_SELECT, rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { toJson } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";

export type SpendStoryPointsResult =
  { ok: true; entryId: string; summary: string; balance: number; isRepeat: boolean } | ServiceFailure<StoryPointSpendErrorCode | "team-archived" | "team-in-battle">;

/** The ledger key of a spend: one per team and form submission, whatever the retries. */
export function spendEntryKey(teamId: string, requestKey: string): string {
  return `team:${teamId}:spend:${requestKey}`;
}

/**
 * Spends a team's story points between battles (guest star, vehicle, quiver, grimoire, curse
 * lift: the rules' applyStoryPointSpend) in one transaction: the team's lock, the rules on the
 * team as loaded now, the ledger entry, the changed character or counters, the activity line.
 * The caller passed authorizeTeam(…, "smf:spend-story-points") for this team.
 *
 * `requestKey` makes a double submit spend once: a key already used for this team answers with
 * the entry it wrote (`isRepeat`) and changes nothing. Refusals, each changing nothing:
 * - team-archived: the team is archived;
 * - in-battle: the team plays in a battle under way (its snapshot would undo or repeat the spend);
 * - the rules' codes (StoryPointSpendErrorCode), with their message: insufficient-balance (Ruling
 *   R8: never below 0), vehicles-not-allowed, not-a-vehicle, no-archery, invalid-quiver,
 *   no-sorcery, invalid-grimoire, target-not-cursed, unknown-character (not on the active roster).
 */
export async function spendStoryPoints(access: CampaignAccess, teamId: string, requestKey: string, choice: StoryPointSpendInput): Promise<SpendStoryPointsResult> {
  const idempotencyKey = spendEntryKey(teamId, requestKey);
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    // After the lock, so a second submit of the same form waits for the first and sees its entry.
    const repeat = await repeatedSpend(tx, teamId, idempotencyKey);
    if (repeat) return repeat;

    const [campaign, snapshot] = await Promise.all([
      tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: ROSTER_OPTIONS_SELECT }),
      loadTeamStates(access.campaignId, tx),
    ]);
    const team = snapshot.teams.find((t) => t.teamId === teamId);
    // lockTeam found the team active in this campaign, so the snapshot holds it.
    if (!team) throw new Error(`Team ${teamId} is not among the active teams of ${access.campaignId}`);
    const spend = toRulesSpend(teamId, choice);
    const result = applyStoryPointSpend(team, spend, rosterOptions(campaign));
    if (!result.ok) return { ok: false, code: result.error.code, message: problemText(result.error) };

    const reason = SMF_REASON_TO_LEDGER[result.entry.reason];
    const entry = await tx.storyPointEntry.create({
      data: {
        teamId,
        campaignId: access.campaignId,
        currency: SMF_LEDGER_CURRENCY,
        delta: result.entry.delta,
        reason,
        note: result.entry.note,
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey,
      },
      select: { id: true },
    });
    if ("characterId" in spend) {
      const changed = result.team.characters.find((c) => c.id === spend.characterId);
      if (changed) await tx.character.update({ where: { id: changed.id, teamId }, data: { build: toJson(changed.build), state: toJson(changed.state) } });
    }
    if (result.team.guestStarsPending !== team.guestStarsPending) {
      const counters = { ...readCounters(snapshot.counters[teamId]), guestStarsPending: result.team.guestStarsPending };
      await tx.team.update({ where: { id: teamId }, data: { state: counters as unknown as Prisma.InputJsonValue } });
    }
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "STORY_POINTS_SPENT",
      summary: `${access.actorName}: ${result.summary}.`,
      payload: { v: 1, teamId, delta: result.entry.delta, reason },
    });
    return { ok: true, entryId: entry.id, summary: result.summary, balance: result.entry.balance, isRepeat: false };
  });
}

function toRulesSpend(teamId: string, choice: StoryPointSpendInput): StoryPointSpend {
  switch (choice.kind) {
    case "guest-star":
      return { kind: "guest-star", teamId };
    case "curse-lift":
      return { kind: "curse-lift", teamId, characterId: choice.characterId };
    case "vehicle":
      return { kind: "vehicle", teamId, ...(choice.vehicleId ? { vehicleId: choice.vehicleId } : {}) };
    case "quiver":
      return { kind: "quiver", teamId, characterId: choice.characterId, quiver: choice.quiver };
    case "grimoire":
      return { kind: "grimoire", teamId, characterId: choice.characterId, grimoire: choice.grimoire };
  }
}

/** The answer to a request already served: its entry, and the balance as it stands now. */
async function repeatedSpend(tx: Prisma.TransactionClient, teamId: string, idempotencyKey: string): Promise<SpendStoryPointsResult | null> {
  const existing = await tx.storyPointEntry.findUnique({ where: { idempotencyKey }, select: { id: true, note: true } });
  if (!existing) return null;
  const { balance } = totalsOf(await storyPointTotals([teamId], tx), teamId);
  return { ok: true, entryId: existing.id, summary: existing.note, balance, isRepeat: true };
}
