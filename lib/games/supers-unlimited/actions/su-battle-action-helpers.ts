import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

export const suBattlePath = (campaignId: string, battleId: string) => `/campaigns/${campaignId}/battles/${battleId}`;

/** After a change: every page of the league may show it (standings, journal, roll log), then back to the battle. */
export function showSuBattle(campaignId: string, battleId: string): never {
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  redirect(suBattlePath(campaignId, battleId));
}

/** The battle buttons (undo) post the battle id and nothing else. */
export function battleIdFromForm(formData: FormData) {
  return { battleId: formData.get("battleId") };
}
