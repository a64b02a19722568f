import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceFailure } from "@/lib/service-result";

/**
 * How fast one player may tap the tracker of one battle (taps and undos alike), in every game with
 * a battle tracker (BattleTrackEntry rows). A real table taps in short bursts (a KO, then its
 * details, an undo) and a few times a minute; one phone may tap for everyone. Past these, a tap is refused and nothing is written or sent: every
 * stored tap stays on the battle's list for good, and each one refreshes every open battle page
 * (a probe stored 300 taps at 6 a second and slowed the server for everyone).
 */
export const TAP_BURST = 12;
export const TAP_BURST_SECONDS = 10;
export const TAPS_PER_MINUTE = 60;

export type TapLimitFailure = ServiceFailure<"too-many-taps"> & { retryAfterSeconds: number };

const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/**
 * Refuses the player's next tap of this battle when their recent ones fill a window, counting the
 * tracker's own rows (the same way the import limit counts ImportAttempt rows): the player's taps
 * of one battle take turns on a transaction-scoped advisory lock, so however many arrive at once
 * no more than the limit get through, while other players and battles never wait on it. Call in
 * the tap's transaction, before its row is written. Serves from the [battleId, createdAt] index.
 */
export async function tapLimit(tx: Prisma.TransactionClient, battleId: string, userId: string): Promise<TapLimitFailure | null> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('battle-tap'), hashtext(${`${battleId}:${userId}`}))`;
  const [row] = await tx.$queryRaw<Array<{ burst: number; minute: number; burstOpensIn: number | null; minuteOpensIn: number | null }>>`
    WITH recent AS (
      SELECT "createdAt", row_number() OVER (ORDER BY "createdAt" DESC) AS "newest"
      FROM "BattleTrackEntry"
      WHERE "battleId" = ${battleId} AND "actorId" = ${userId} AND "createdAt" > clock_timestamp() - interval '60 seconds'
    )
    SELECT
      count(*) FILTER (WHERE "createdAt" > clock_timestamp() - make_interval(secs => ${TAP_BURST_SECONDS}))::int AS "burst",
      count(*)::int AS "minute",
      extract(epoch FROM max("createdAt") FILTER (WHERE "newest" = ${TAP_BURST}) + make_interval(secs => ${TAP_BURST_SECONDS}) - clock_timestamp())::float8 AS "burstOpensIn",
      extract(epoch FROM max("createdAt") FILTER (WHERE "newest" = ${TAPS_PER_MINUTE}) + interval '60 seconds' - clock_timestamp())::float8 AS "minuteOpensIn"
    FROM recent`;
  if (!row) return null;
  // Open again when the oldest of the newest TAP_BURST (or TAPS_PER_MINUTE) leaves its window.
  const wait = (opensIn: number | null) => Math.max(1, Math.ceil(opensIn ?? 1));
  if (row.minute >= TAPS_PER_MINUTE) {
    const retryAfterSeconds = wait(row.minuteOpensIn);
    return {
      ok: false,
      code: "too-many-taps",
      retryAfterSeconds,
      message: `That tap was not saved: you have tapped ${TAPS_PER_MINUTE} times in the last minute, the most the tracker takes from one player. Try again in ${seconds(retryAfterSeconds)}.`,
    };
  }
  if (row.burst >= TAP_BURST) {
    const retryAfterSeconds = wait(row.burstOpensIn);
    return {
      ok: false,
      code: "too-many-taps",
      retryAfterSeconds,
      message: `That tap was not saved: you have tapped ${TAP_BURST} times in ${TAP_BURST_SECONDS} seconds, the most the tracker takes from one player at once. Try again in ${seconds(retryAfterSeconds)}.`,
    };
  }
  return null;
}
