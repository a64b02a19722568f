import "server-only";
import { randomUUID } from "node:crypto";
import type { RelationshipType } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { changeHeroSheet, type ChangeSheetResult } from "../heroes/change-sheet";

/**
 * A new relationship on a hero's board (who, which of the seven types, its starting value),
 * written through the sheet's rules like every change, with its reason. The caller passed
 * authorizeTeam(…, "shsa:edit-sheet").
 */
export async function addRelationship(
  access: CampaignAccess,
  teamId: string,
  input: { requestKey: string; type: RelationshipType; with: string; value: number },
): Promise<ChangeSheetResult> {
  return changeHeroSheet(access, teamId, {
    requestKey: input.requestKey,
    changes: [
      {
        kind: "add-relationship",
        relationship: { id: `rel-${randomUUID().slice(0, 8)}`, type: input.type, with: input.with, value: input.value },
        reason: "creation",
        note: "new relationship",
      },
    ],
  });
}
