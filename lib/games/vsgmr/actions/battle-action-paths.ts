import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

export const vsgmrBattlePath = (campaignId: string, battleId: string) => `/campaigns/${campaignId}/battles/${battleId}`;

/** After a change: every page of the series may show it (standings, journal, roll log), then back to the battle. */
export function showVsgmrBattle(campaignId: string, battleId: string): never {
  revalidatePath(`/campaigns/${campaignId}`, "layout");
  redirect(vsgmrBattlePath(campaignId, battleId));
}

/** The service's problems per force, as the battle forms list them ("battle" for the whole battle). */
export function vsgmrProblemErrors(problems: ReadonlyArray<{ teamId: string | null; message: string }> | undefined): Record<string, string[]> | undefined {
  if (!problems?.length) return undefined;
  const errors: Record<string, string[]> = {};
  for (const { teamId, message } of problems) (errors[teamId ?? "battle"] ??= []).push(message);
  return errors;
}
