import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";

/** A force's figures on the roster (retired ones are history), in the player's order. */
export function figureRows(client: Pick<Prisma.TransactionClient, "character">, teamId: string) {
  return client.character.findMany({
    where: { teamId, kind: VSGMR_FIGURE_KIND, retiredAt: null },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, name: true, position: true, build: true, hasFought: true },
  });
}
