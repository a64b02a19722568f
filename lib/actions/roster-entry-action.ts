import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam, type CampaignAccess } from "@/lib/server/authz/authorize";
import { type ActionState, unexpectedError } from "./action-result";

/**
 * The one shape of the small roster-row buttons (move, retire, delete): require a user, parse the
 * row's ids, authorize `character:edit` on the stored team, run the service, revalidate.
 * `scope` says how much to revalidate: the team page, or the whole campaign (standings change).
 */
export async function runRosterEntryAction<S extends z.ZodType<{ teamId: string; characterId: string }>>(
  formData: FormData,
  schema: S,
  serviceName: string,
  service: (access: CampaignAccess, input: z.infer<S>) => Promise<{ ok: true } | { ok: false; message: string }>,
  scope: "team" | "campaign",
): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { ok: false, message: "That character could not be found." };

  const { teamId } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "character:edit");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await service(authorized.access, parsed.data);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError(serviceName, error);
  }
  const campaignPath = `/campaigns/${authorized.team.campaignId}`;
  if (scope === "campaign") revalidatePath(campaignPath, "layout");
  else revalidatePath(`${campaignPath}/teams/${teamId}`);
  return { ok: true, data: undefined };
}
