import "server-only";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { VsgmrFigure, VsgmrForce } from "@/lib/rules/vsgmr";

/** Each team's force as the rules price it: its active figures in roster order. */
export async function loadForces(tx: Prisma.TransactionClient, teams: ReadonlyArray<{ id: string; name: string }>): Promise<Map<string, VsgmrForce>> {
  const rows = await tx.character.findMany({
    where: { teamId: { in: teams.map((t) => t.id) }, kind: VSGMR_FIGURE_KIND, retiredAt: null },
    orderBy: [{ teamId: "asc" }, { position: "asc" }],
    select: { teamId: true, build: true },
  });
  return new Map(teams.map((team) => [team.id, { name: team.name, figures: rows.filter((r) => r.teamId === team.id).map((r) => r.build as unknown as VsgmrFigure) }]));
}
