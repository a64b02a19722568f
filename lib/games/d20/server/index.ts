import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GameServer } from "@/lib/game-contract/game-server";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import { undoneConflictIn } from "./conflicts/conflicts";
import { reverseHeroPointsIn } from "./ledger";

/**
 * The d20 series' server side, which generic services reach through lib/games/server-registry.ts.
 * A hero's ranks and what it carries are its team's state (Team.state) and an adventure's
 * conflicts its session's details, which the shared campaign file carries, so it has no records
 * of its own in the file. Undoing an adventure undoes each of its conflicts (hero points spent in
 * them given back, damage carried onto sheets put back) inside the undo's transaction.
 */
export const server: GameServer = {
  sessions: {
    async undo(tx, { access, session }) {
      const row = await tx.playSession.findUniqueOrThrow({ where: { id: session.id }, select: { details: true } });
      const details = readAdventureDetails(row.details);
      const conflicts = [];
      for (const conflict of details.conflicts) conflicts.push(conflict.undone ? conflict : await undoneConflictIn(tx, access, session.id, conflict, `${session.id}:undo`));
      // The starting points it gave, by the entry ids the adventure kept (also right in a copy read from a file).
      await reverseHeroPointsIn(
        tx,
        access,
        details.starts.map((start) => start.entryId),
      );
      if (details.conflicts.length > 0)
        await tx.playSession.update({ where: { id: session.id }, data: { details: { ...details, conflicts } as unknown as Prisma.InputJsonValue } });
      return { ok: true };
    },
  },
};
