import "server-only";
import { forceFromRows } from "@/lib/games/vsgmr/force-form";
import type { VsgmrForce } from "@/lib/rules/vsgmr";
import { db } from "@/lib/server/db";
import { figureRows } from "./force-rows";

/** A team's force as the builder and the sheet read it, named after the team. */
export async function getForce(teamId: string, teamName: string): Promise<VsgmrForce> {
  return forceFromRows(teamName, await figureRows(db, teamId));
}
