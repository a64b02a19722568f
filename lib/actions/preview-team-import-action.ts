"use server";
import { z } from "zod";
import type { TeamImportPreview } from "@/lib/export/plan-team-import";
import { teamImportSchema } from "@/lib/schemas/team-import";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaign } from "@/lib/server/authz/authorize";
import { reserveImportAttempt } from "@/lib/server/import/import-rate-limit";
import { previewTeamImport } from "@/lib/server/import/preview-team-import";
import { type ActionState, CHECK_FIELDS_MESSAGE, unexpectedError } from "./action-result";

/** Checks a team export against this campaign without writing anything, and returns the preview. */
export async function previewTeamImportAction(_previous: ActionState<TeamImportPreview>, formData: FormData): Promise<ActionState<TeamImportPreview>> {
  const campaignId = String(formData.get("campaignId") ?? "");
  const user = await requireUser(`/campaigns/${campaignId}/teams/import`);
  const parsed = teamImportSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { ok: false, message: fieldErrors.json?.[0] ?? CHECK_FIELDS_MESSAGE, fieldErrors };
  }

  const authorized = await authorizeCampaign(user.id, parsed.data.campaignId, "team:create");
  if (!authorized.ok) return { ok: false, message: authorized.message };
  try {
    const reserved = await reserveImportAttempt(user.id);
    if (!reserved.ok) return { ok: false, message: reserved.message };
    return { ok: true, data: await previewTeamImport(authorized.access, parsed.data.json) };
  } catch (error) {
    return unexpectedError("previewTeamImport", error);
  }
}
