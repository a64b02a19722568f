import "server-only";
import { db } from "@/lib/server/db";
import { forceFile, forceFileName, type VsgmrForceFile } from "../../force-file";
import { getForce } from "../forces/get-force";

/**
 * A force's file from what is saved, for a member who passed authorizeTeam(…, "team:view"): the
 * same "longbox.vsgmr.force" file the builder downloads, so either reads back into the builder.
 */
export async function exportVsgmrForceFile(teamId: string): Promise<{ file: VsgmrForceFile; fileName: string }> {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } });
  const force = await getForce(teamId, team.name);
  return { file: forceFile(force), fileName: forceFileName(force) };
}
