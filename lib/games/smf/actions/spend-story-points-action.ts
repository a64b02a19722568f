"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { spendStoryPointsSchema } from "@/lib/games/smf/schemas/story-points";
import { spendStoryPoints } from "@/lib/games/smf/server/story-points/spend-story-points";
import { refuseIssues } from "@/lib/actions/safe-action";
import { teamAction } from "@/lib/games/smf/actions/action-builders";

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

/** Spends a team's story points between battles, then shows its ledger. The spend forms are a button and a choice or two, so a refusal names every problem in one line. */
export const spendStoryPointsAction = teamAction("smf:spend-story-points", "spendStoryPoints")
  .input(spendStoryPointsSchema, {
    fromForm: (formData) => ({ teamId: formData.get("teamId"), requestKey: formData.get("requestKey"), spend: spendFromForm(formData) }),
    invalid: refuseIssues,
  })
  .run(async ({ access, team, input: { teamId, requestKey, spend } }) => {
    const result = await spendStoryPoints(access, teamId, requestKey, spend);
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${team.campaignId}`, "layout");
    redirect(`/campaigns/${team.campaignId}/teams/${teamId}/ledger`);
  });
