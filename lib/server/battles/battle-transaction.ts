import "server-only";

/**
 * The options of every battle service's transaction. Each write to a battle queues on the battle's
 * row lock (lockBattle; a set-up on the campaign's), so when many players press the same button at
 * once the last one waits for all the others, first for a pooled connection, then for the lock.
 * Prisma's defaults (2 s to get a connection, 5 s for the whole transaction) turned that wait into
 * an error for some of them: fifty submissions at once on a busy machine got "Unable to start a
 * transaction in the given time" and "A commit cannot be executed on an expired transaction"
 * (tests/reliability/slow/concurrent-submissions.test.ts). The wait is for a lock, not for work,
 * so it is allowed to last; each transaction still does little once it holds the lock.
 */
export const BATTLE_TRANSACTION = { maxWait: 15_000, timeout: 30_000 } as const;
