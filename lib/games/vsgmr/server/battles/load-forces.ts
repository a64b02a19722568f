import "server-only";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { VsgmrFigure, VsgmrForce } from "@/lib/rules/vsgmr";
import type { VsgmrForceSnapshot } from "../../battles/battle-details";

/**
 * Each team's force as the rules price it (its active figures in roster order), and the same
 * figures with their ids: the set-up snapshot a battle keeps (VsgmrBattleDetails.forces).
 */
export async function loadForces(
  tx: Prisma.TransactionClient,
  teams: ReadonlyArray<{ id: string; name: string }>,
): Promise<Map<string, VsgmrForce & { snapshot: VsgmrForceSnapshot }>> {
  const rows = await tx.character.findMany({
    where: { teamId: { in: teams.map((t) => t.id) }, kind: VSGMR_FIGURE_KIND, retiredAt: null },
    orderBy: [{ teamId: "asc" }, { position: "asc" }],
    select: { id: true, teamId: true, build: true },
  });
  return new Map(
    teams.map((team) => {
      const own = rows.filter((r) => r.teamId === team.id).map((r) => ({ id: r.id, build: r.build as unknown as VsgmrFigure }));
      return [team.id, { name: team.name, figures: own.map((f) => f.build), snapshot: own }];
    }),
  );
}
