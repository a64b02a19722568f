import type { Metadata } from "next";
import { CampaignSettingsForm } from "@/components/campaigns/campaign-settings-form";
import { createCampaignAction } from "@/lib/actions/create-campaign-action";
import { DEFAULT_GAME_SYSTEM_ID, gameSystem, listGameSystems } from "@/lib/games/registry";
import type { CampaignSettingsInput } from "@/lib/schemas/campaign";
import { requireUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  await requireUser("/campaigns/new");
  // The form's rules options are the default system's; it starts from that system's defaults.
  const { version: _version, ...defaults } = gameSystem(DEFAULT_GAME_SYSTEM_ID).settings.defaults;
  const options: Omit<CampaignSettingsInput, "name" | "reportConfirmation" | "teamControl" | "appDiceOnly"> = defaults;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-black">New campaign</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          You will be its organiser. The rules options can change until the first battle is recorded; after that only the story point goal can be raised.
        </p>
      </div>
      <CampaignSettingsForm
        action={createCampaignAction}
        defaults={{
          name: "",
          ...options,
          reportConfirmation: "NONE",
          teamControl: "ANYONE",
          appDiceOnly: false,
        }}
        gameSystems={{ systems: listGameSystems(), defaultId: DEFAULT_GAME_SYSTEM_ID }}
        submitLabel="Create campaign"
        pendingLabel="Creating campaign…"
      />
    </div>
  );
}
