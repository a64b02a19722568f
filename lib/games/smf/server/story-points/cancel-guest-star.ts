import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SMF_LEDGER_CURRENCY, SMF_REASON_TO_LEDGER } from "@/lib/rules/smf";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { toJson } from "@/lib/games/smf/server/battles/load-battle";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";

const GUEST_STAR = SMF_REASON_TO_LEDGER["guest-star"];

/**
 * The guest-star bookings of a team not used yet, newest first. Guest stars join the team's
 * next battle in the order they were booked, so of the bookings still standing (not refunded,
 * not undone with their battle) the newest `pending` are the unused ones; the rest went to a
 * battle. Only bookings made between battles are returned: one booked in a battle's post-battle
 * is taken back by undoing that battle. Read under the team's lock (lockTeam) to act on it.
 */
export async function unusedGuestStarBookings(tx: Prisma.TransactionClient, teamId: string): Promise<string[]> {
  const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } });
  const pending = readCounters(team.state).guestStarsPending;
  if (pending === 0) return [];
  const bookings = await tx.storyPointEntry.findMany({
    where: { teamId, reason: GUEST_STAR, delta: { lt: 0 }, reversesEntryId: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, battleId: true },
  });
  const reversed = await reversedIds(
    tx,
    bookings.map((e) => e.id),
  );
  return bookings
    .filter((e) => !reversed.has(e.id))
    .slice(0, pending)
    .filter((e) => e.battleId === null)
    .map((e) => e.id);
}

/** Which of these entries a later entry reverses (a refund, or the undo of their battle). */
export async function reversedIds(tx: Prisma.TransactionClient, entryIds: readonly string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await tx.storyPointEntry.findMany({ where: { reversesEntryId: { in: [...entryIds] } }, select: { reversesEntryId: true } });
  return new Set(rows.map((r) => r.reversesEntryId!));
}

export type CancelGuestStarResult = { ok: true; balance: number; isRepeat: boolean } | ServiceFailure<"not-a-booking" | "already-used" | "team-archived" | "team-in-battle">;

/** The ledger key of a refund: one per booking, so a retried or doubled cancel refunds once. */
export function refundEntryKey(entryId: string): string {
  return `${entryId}:refund`;
}

/**
 * Cancels a guest-star booking made between battles and not used yet: one transaction takes the
 * team's lock, writes a refund entry reversing the booking's (the ledger is append-only; the
 * refund gives the balance back without counting as SP earned, Ruling R8), takes one guest star
 * off the team's bookings and records the activity line. The caller passed
 * authorizeTeam(…, "smf:cancel-guest-star") for this team: whoever may book may cancel.
 *
 * A booking already refunded answers with `isRepeat` and changes nothing. Refusals, each
 * changing nothing:
 * - not-a-booking: no guest-star booking of this team has that id;
 * - already-used: the guest star joined a battle (or the booking belongs to a battle, undone with it);
 * - team-archived, team-in-battle: as every roster change (lockTeam).
 */
export async function cancelGuestStar(access: CampaignAccess, teamId: string, entryId: string): Promise<CancelGuestStarResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    const booking = await tx.storyPointEntry.findFirst({
      where: { id: entryId, teamId, reason: GUEST_STAR, delta: { lt: 0 }, reversesEntryId: null },
      select: { id: true, delta: true },
    });
    if (!booking) return { ok: false, code: "not-a-booking", message: "That guest-star booking is not in this team's story point history." };
    const balanceNow = async () => totalsOf(await storyPointTotals([teamId], tx), teamId).balance;
    if ((await reversedIds(tx, [booking.id])).has(booking.id)) return { ok: true, balance: await balanceNow(), isRepeat: true };
    if (!(await unusedGuestStarBookings(tx, teamId)).includes(booking.id)) {
      return { ok: false, code: "already-used", message: "That guest star already joined a battle, so the booking can no longer be cancelled." };
    }

    await tx.storyPointEntry.create({
      data: {
        teamId,
        campaignId: access.campaignId,
        currency: SMF_LEDGER_CURRENCY,
        delta: -booking.delta,
        reason: GUEST_STAR,
        note: "Guest star booking cancelled: refunded",
        reversesEntryId: booking.id,
        actorId: access.userId,
        actorName: access.actorName,
        idempotencyKey: refundEntryKey(booking.id),
      },
    });
    const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } });
    const counters = readCounters(team.state);
    await tx.team.update({ where: { id: teamId }, data: { state: toJson({ ...counters, guestStarsPending: counters.guestStarsPending - 1 }) } });
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "STORY_POINTS_SPENT",
      summary: `${access.actorName} cancelled a guest star booked for “${locked.team.name}”; ${-booking.delta} SP refunded.`,
      payload: { v: 1, teamId, delta: -booking.delta, reason: GUEST_STAR },
    });
    return { ok: true, balance: await balanceNow(), isRepeat: false };
  });
}
