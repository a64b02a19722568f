import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam, type CampaignAccess } from "@/lib/server/authz/authorize";
import type { CampaignAction } from "@/lib/server/authz/permissions";
import { unexpectedError } from "./action-result";

const teamButtonSchema = z.object({ teamId: idField });

type TeamButtonResult = { ok: false; message: string } | { ok: true; campaignId: string; teamId: string };

/**
 * The one shape of a team's one-click buttons (share, new link, stop sharing, archive, restore):
 * require a user, read the team id, authorize `action` on the stored team, run the service, and
 * revalidate the campaign. The caller decides what follows (stay, or redirect).
 */
export async function runTeamButtonAction(
  formData: FormData,
  action: CampaignAction,
  serviceName: string,
  service: (access: CampaignAccess, teamId: string) => Promise<{ ok: true } | { ok: false; message: string }>,
): Promise<TeamButtonResult> {
  const user = await requireUser("/campaigns");
  const parsed = teamButtonSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That team could not be found." };

  const { teamId } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, action);
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await service(authorized.access, teamId);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError(serviceName, error);
  }
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  return { ok: true, campaignId: authorized.team.campaignId, teamId };
}
