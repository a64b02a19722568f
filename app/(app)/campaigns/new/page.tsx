import type { Metadata } from "next";
import { CampaignSettingsForm } from "@/components/campaigns/campaign-settings-form";
import { createCampaignAction } from "@/lib/actions/create-campaign-action";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem, listGameSystems } from "@/lib/games/registry";
import { requireUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  await requireUser("/campaigns/new");
  const listing = listGameSystems();
  // Each system the form may show, starting from its defaults (the form switches as one is picked).
  const systems = listing
    .filter((system) => system.isAvailable)
    .map(({ id }) => gameSystem(id))
    .map(({ id, settings }) => ({ id, settings: { ...settings.defaults }, form: settings.form ?? [] }));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-black">New campaign</h1>
        <p className="mt-2 max-w-2xl text-stone-700">You will be its organiser. The rules options can change until the first battle is recorded.</p>
      </div>
      <CampaignSettingsForm
        action={createCampaignAction}
        basics={{ name: "", reportConfirmation: "NONE", teamControl: "ANYONE", appDiceOnly: false }}
        gameSystems={{ listing, systems, chosen: DEFAULT_GAME_SYSTEM_ID }}
        submitLabel="Create campaign"
        pendingLabel="Creating campaign…"
      />
    </div>
  );
}
