import { notFound } from "next/navigation";
import { builderKinds } from "@/components/games/smf/character-builder/builder-menus";
import { cardTeammates } from "@/components/games/smf/character-card/card-format";
import { CharacterCard } from "@/components/games/smf/character-card/character-card";
import { CharacterForm, RenameCharacterForm } from "@/components/games/smf/client";
import { renameCharacterAction } from "@/lib/games/smf/actions/rename-character-action";
import { updateCharacterAction } from "@/lib/games/smf/actions/update-character-action";
import { CHARACTER_FORM_KINDS, type CharacterFormKind } from "@/lib/games/smf/schemas/character";
import { sidekickOwnerOptions } from "@/lib/games/smf/schemas/character-sidekick";
import { requireUser } from "@/lib/server/auth/current-user";
import { rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { archetypeHolder, rosterEntryActions } from "@/lib/rules/smf";
import { loadCharacterEditor } from "@/lib/games/smf/server/pages/load-character-editor";

const isFormKind = (kind: string): kind is CharacterFormKind => (CHARACTER_FORM_KINDS as readonly string[]).includes(kind);

export async function EditCharacterPage({ params }: { params: Promise<{ campaignId: string; teamId: string; characterId: string }> }) {
  const { campaignId, teamId, characterId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}/edit`);
  const { campaign, team } = await loadCharacterEditor(user.id, campaignId, teamId);
  // Only this team's characters (IDOR), not retired.
  const entry = team.roster.find(({ character }) => character.id === characterId);
  if (!entry || entry.isRetired) notFound();
  const { character } = entry;
  const kind = character.kind;
  const { allowAlternatePowerLevels, allowVehicles, socialScienceVariant } = rosterOptions(campaign);
  const onRoster = team.roster.filter((e) => !e.isRetired).map(({ character: c }) => c);
  // A character who has fought keeps its build (rosterEntryActions): its card, read-only, and its name.
  if (!rosterEntryActions({ state: character.state, hasFought: entry.hasFought }).canRebuild) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-black">Edit {character.name}</h1>
        <p className="max-w-2xl text-stone-700">{character.name} has fought in this campaign, so their build is settled; only their name may change.</p>
        <RenameCharacterForm action={renameCharacterAction} teamId={teamId} characterId={characterId} name={character.name} />
        <section aria-label="Build (read-only)" className="max-w-xl">
          <CharacterCard character={character} options={rosterOptions(campaign)} headingLevel={2} teammates={cardTeammates(onRoster)} />
        </section>
      </div>
    );
  }
  // A thrall is raised by the post-battle sequence and is never built by hand.
  if (!isFormKind(kind)) notFound();
  // A vehicle stays editable after the campaign stops allowing them: the server then says why it cannot be saved.
  const kinds = builderKinds(allowVehicles || kind === "vehicle");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Edit {character.name}</h1>
      <CharacterForm
        action={updateCharacterAction}
        hidden={{ teamId, characterId }}
        builder={{
          initial: { name: character.name, kind, build: character.build, sidekickOf: character.state.sidekickOf },
          characterId,
          state: character.state,
          kinds,
          options: { allowAlternatePowerLevels, allowVehicles, socialScienceVariant },
          teammates: cardTeammates(onRoster),
          rosterArchetypes: onRoster.filter((c) => c.state.status !== "dead").map(archetypeHolder),
          sidekickOwners: sidekickOwnerOptions(onRoster, characterId),
        }}
        submitLabel="Save character"
        pendingLabel="Saving…"
      />
    </div>
  );
}
