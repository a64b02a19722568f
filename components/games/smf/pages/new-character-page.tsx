import Link from "next/link";
import { builderKinds } from "@/components/games/smf/character-builder/builder-menus";
import { cardTeammates } from "@/components/games/smf/character-card/card-format";
import { CharacterForm } from "@/components/games/smf/client";
import { addCharacterAction } from "@/lib/games/smf/actions/add-character-action";
import { sidekickOwnerOptions } from "@/lib/games/smf/schemas/character-sidekick";
import { requireUser } from "@/lib/server/auth/current-user";
import { rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { archetypeHolder } from "@/lib/rules/smf";
import { loadCharacterEditor } from "@/lib/games/smf/server/pages/load-character-editor";

export async function NewCharacterPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/new`);
  const { campaign, team } = await loadCharacterEditor(user.id, campaignId, teamId);
  const { allowAlternatePowerLevels, allowVehicles, socialScienceVariant } = rosterOptions(campaign);
  const onRoster = team.roster.filter((entry) => !entry.isRetired).map(({ character }) => character);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Add a character to {team.name}</h1>
        <p className="max-w-2xl text-stone-700">
          A character, a henchmen group, a sidekick for a teammate{allowVehicles ? " or a vehicle" : ""}. Every pick is checked as you make it, with this campaign&apos;s options;{" "}
          <Link href={`/campaigns/${campaignId}/teams/${teamId}`} className="font-semibold text-brand-700 underline">
            back to the team
          </Link>
          .
        </p>
      </div>
      <CharacterForm
        action={addCharacterAction}
        hidden={{ teamId }}
        builder={{
          kinds: builderKinds(allowVehicles),
          options: { allowAlternatePowerLevels, allowVehicles, socialScienceVariant },
          teammates: cardTeammates(onRoster),
          rosterArchetypes: onRoster.filter((c) => c.state.status !== "dead").map(archetypeHolder),
          sidekickOwners: sidekickOwnerOptions(onRoster),
        }}
        submitLabel="Add to the team"
        pendingLabel="Saving…"
      />
    </div>
  );
}
