"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { spendStoryPointsSchema } from "@/lib/schemas/story-points";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { spendStoryPoints } from "@/lib/server/story-points/spend-story-points";
import { type ActionState, unexpectedError } from "./action-result";

/** The spend forms post flat fields; the schema wants the rules' nested shape. */
function spendFromForm(formData: FormData) {
  const kind = String(formData.get("kind") ?? "");
  const characterId = formData.get("characterId") ?? undefined;
  switch (kind) {
    case "quiver":
      return { kind, characterId, quiver: formData.getAll("quiver") };
    case "grimoire":
      return { kind, characterId, grimoire: { major: formData.get("grimoireMajor") ?? undefined, minors: formData.getAll("grimoireMinors") } };
    case "vehicle":
      return { kind, vehicleId: formData.get("vehicleId") ?? undefined };
    default:
      return { kind, characterId };
  }
}

/** Every message the schema found, in one line: the spend forms are a button and a choice or two. */
function issueMessages(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(" ");
}

export async function spendStoryPointsAction(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const user = await requireUser("/campaigns");
  const parsed = spendStoryPointsSchema.safeParse({ teamId: formData.get("teamId"), requestKey: formData.get("requestKey"), spend: spendFromForm(formData) });
  if (!parsed.success) return { ok: false, message: issueMessages(parsed.error) };

  const { teamId, requestKey, spend } = parsed.data;
  const authorized = await authorizeTeam(user.id, teamId, "story-points:spend");
  if (!authorized.ok) return { ok: false, message: authorized.message };

  try {
    const result = await spendStoryPoints(authorized.access, teamId, requestKey, spend);
    if (!result.ok) return { ok: false, message: result.message };
  } catch (error) {
    return unexpectedError("spendStoryPoints", error);
  }
  const teamPath = `/campaigns/${authorized.team.campaignId}/teams/${teamId}`;
  revalidatePath(`/campaigns/${authorized.team.campaignId}`, "layout");
  redirect(`${teamPath}/ledger`);
}
