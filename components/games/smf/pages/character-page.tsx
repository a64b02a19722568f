import Link from "next/link";
import { notFound } from "next/navigation";
import { CharacterCard } from "@/components/games/smf/character-card/character-card";
import { CharacterHistoryList } from "@/components/games/smf/journal/character-history-list";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { loadCharacterPage } from "@/lib/games/smf/server/pages/load-character-page";

const LINK = "font-semibold text-brand-700 underline underline-offset-4";

/** A character's card, read-only, and its history issue by issue, for anyone who may see the team. */
export async function CharacterPage({ params }: { params: Promise<{ campaignId: string; teamId: string; characterId: string }> }) {
  const { campaignId, teamId, characterId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}`);
  const { access, stored, campaign, team, history } = await loadCharacterPage(user.id, campaignId, teamId, characterId);
  // Only this team's characters (IDOR); retired ones keep their page and history.
  const entry = team.roster.find(({ character }) => character.id === characterId);
  if (!entry || !history.ok) notFound();
  const { character } = entry;
  const teamHref = `/campaigns/${campaignId}/teams/${teamId}`;
  // One who has fought may still be renamed there (the build stays read-only).
  const canEdit = !team.archivedAt && !entry.isRetired && can(access.role, "character:edit", { isOwner: stored.ownerId === access.userId });
  const teammates = team.roster.map(({ character: c }) => ({ id: c.id, name: c.name }));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href={teamHref} className={LINK}>
            {team.name}
          </Link>
          {entry.isRetired ? " · retired" : ""}
        </p>
        <h1 className="text-3xl font-black">{character.name}</h1>
        {canEdit ? (
          <Link href={`${teamHref}/characters/${characterId}/edit`} className={`self-start ${LINK}`}>
            Edit {character.name}
          </Link>
        ) : null}
      </div>

      <div className="max-w-xl">
        <CharacterCard character={character} options={rosterOptions(campaign)} headingLevel={2} teammates={teammates} />
      </div>

      <section aria-labelledby="history-heading" className="flex flex-col gap-3">
        <h2 id="history-heading" className="text-xl font-bold">
          History
        </h2>
        <CharacterHistoryList entries={history.entries} battleHref={(battleId) => `/campaigns/${campaignId}/battles/${battleId}`} />
      </section>
    </div>
  );
}
