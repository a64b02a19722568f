import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CharacterForm } from "@/components/teams/character-form";
import { updateCharacterAction } from "@/lib/actions/update-character-action";
import { CHARACTER_FORM_KINDS, type CharacterFormKind } from "@/lib/schemas/character";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { rosterOptions } from "@/lib/server/campaigns/roster-options";
import { getTeam } from "@/lib/server/teams/get-team";

export const metadata: Metadata = { title: "Edit a character" };

const isFormKind = (kind: string): kind is CharacterFormKind => (CHARACTER_FORM_KINDS as readonly string[]).includes(kind);

export default async function EditCharacterPage({ params }: { params: Promise<{ campaignId: string; teamId: string; characterId: string }> }) {
  const { campaignId, teamId, characterId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}/edit`);
  const { access } = await authorizeTeamOrNotFound(user.id, campaignId, teamId, "character:edit");
  const [campaign, team] = await Promise.all([getCampaign(access), getTeam(teamId)]);
  // Only this team's characters (IDOR), not retired, never fought, of a kind the builder makes.
  const entry = team.roster.find(({ character }) => character.id === characterId);
  if (!entry || entry.isRetired || entry.hasFought) notFound();
  const { character } = entry;
  const kind = character.kind;
  if (!isFormKind(kind)) notFound();
  const { allowAlternatePowerLevels, socialScienceVariant } = rosterOptions(campaign);
  const teammates = team.roster.filter((e) => !e.isRetired).map(({ character: c }) => ({ id: c.id, name: c.name }));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Edit {character.name}</h1>
      <CharacterForm
        action={updateCharacterAction}
        hidden={{ teamId, characterId }}
        builder={{
          initial: { name: character.name, kind, build: character.build },
          characterId,
          state: character.state,
          options: { allowAlternatePowerLevels, socialScienceVariant },
          teammates,
        }}
        submitLabel="Save character"
        pendingLabel="Saving…"
      />
    </div>
  );
}
