import Link from "next/link";
import { CharacterCard } from "@/components/games/smf/character-card/character-card";
import { PrintButton } from "@/components/character-card/print-button";
import { RosterControls } from "@/components/games/smf/teams/roster-controls";
import { RosterSummary } from "@/components/games/smf/teams/roster-summary";
import { ArchetypeClashNotes } from "@/components/games/smf/teams/archetype-clash-notes";
import { archetypeClashes, archetypeHolder } from "@/lib/rules/smf";
import { TeamSharePanel } from "@/components/teams/team-share-panel";
import { StoryPointPanel } from "@/components/games/smf/teams/story-point-panel";
import { storyPointProgress } from "@/components/games/smf/teams/story-point-progress";
import { ALIGNMENT_LABELS, requireTeamAlignment } from "@/lib/schemas/team";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { superMissionForce } from "@/lib/games/smf";
import { rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { loadTeamPage } from "@/lib/games/smf/server/pages/load-team-page";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { SmfCampaignSettings } from "@/lib/games/smf/campaign-settings";

const BUTTON = "inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold";
const HISTORY_LINK = "self-start font-semibold text-brand-700 underline underline-offset-4";

export async function TeamPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}`);
  const { access, stored, campaign, team, share, canShare } = await loadTeamPage(user.id, campaignId, teamId);
  const isOwner = stored.ownerId === access.userId;
  const isEditable = !team.archivedAt;
  const canEditRoster = isEditable && can(access.role, "character:edit", { isOwner });
  const canEditTeam = isEditable && can(access.role, "team:edit", { isOwner });
  const canSpend = isEditable && can(access.role, "smf:spend-story-points", { isOwner, game: superMissionForce });
  const teamPath = `/campaigns/${campaignId}/teams/${teamId}`;
  const options = rosterOptions(campaign);
  const onRoster = team.roster.filter((entry) => !entry.isRetired);
  const retired = team.roster.filter((entry) => entry.isRetired);
  const teammates = team.roster.map(({ character }) => ({ id: character.id, name: character.name }));

  return (
    <div className="flex flex-col gap-8" data-card-sheet>
      {/* The screen heading is not printed (nor the campaign's header): a sheet still says whose cards these are. */}
      <p className="hidden text-lg font-bold print:block" data-print-title>
        {team.name} · {campaign.name}
      </p>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="text-stone-700">
          <span className={`font-semibold ${team.alignment === "HEROES" ? "text-hero" : "text-villain"}`}>{ALIGNMENT_LABELS[requireTeamAlignment(team.alignment)]}</span> · led by{" "}
          {team.ownerName}
          {isOwner ? " (you)" : ""}
          {team.archivedAt ? " · archived" : ""}
        </p>
        {team.notes ? <p className="max-w-2xl whitespace-pre-line text-stone-800">{team.notes}</p> : null}
        <div className="flex flex-wrap gap-3">
          {canEditRoster ? (
            <Link href={`/campaigns/${campaignId}/teams/${teamId}/characters/new`} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
              Add a character
            </Link>
          ) : null}
          {canEditTeam ? (
            <Link href={`/campaigns/${campaignId}/teams/${teamId}/edit`} className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`}>
              Edit team
            </Link>
          ) : null}
          {onRoster.length > 0 ? <PrintButton /> : null}
          {/* A file download from a route handler, so a plain link rather than a client-side navigation. */}
          <a href={`/campaigns/${campaignId}/teams/${teamId}/export`} className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`}>
            Export as JSON
          </a>
        </div>
      </div>

      <StoryPointPanel
        progress={storyPointProgress(team.storyPoints, readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign).storyPointGoal)}
        links={{ ledgerHref: `${teamPath}/ledger`, spendHref: canSpend ? `${teamPath}/spend` : undefined }}
      />
      {team.guestStarsPending > 0 ? (
        <p data-guest-stars-pending className="rounded-lg border border-brand-300 bg-brand-50 p-3 font-semibold print:hidden">
          {team.guestStarsPending === 1 ? "Guest star booked" : `${team.guestStarsPending} guest stars booked`}: joins the team&apos;s next battle.
        </p>
      ) : null}

      <section aria-labelledby="roster-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1 print:hidden">
          <h2 id="roster-heading" className="text-xl font-bold">
            Roster
          </h2>
          <RosterSummary roster={onRoster} />
          <ArchetypeClashNotes
            clashes={archetypeClashes(onRoster.filter(({ character }) => character.state.status !== "dead").map(({ character }) => archetypeHolder(character)))}
          />
        </div>
        {onRoster.length === 0 ? (
          <p className="text-stone-700 print:hidden">No characters yet.{canEditRoster ? " Add the first one with the character builder." : ""}</p>
        ) : (
          <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2" aria-label="Roster">
            {onRoster.map(({ character, hasFought }, index) => (
              <li key={character.id} className="flex flex-col gap-2 print:break-inside-avoid">
                <CharacterCard character={character} options={options} headingLevel={3} teammates={teammates} />
                <Link href={`${teamPath}/characters/${character.id}`} aria-label={`History of ${character.name}`} className={`${HISTORY_LINK} print:hidden`}>
                  History
                </Link>
                {canEditRoster ? (
                  <RosterControls
                    campaignId={campaignId}
                    teamId={teamId}
                    character={character}
                    isFirst={index === 0}
                    isLast={index === onRoster.length - 1}
                    hasFought={hasFought}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {retired.length > 0 ? (
        <section aria-labelledby="retired-heading" className="flex flex-col gap-2 print:hidden">
          <h2 id="retired-heading" className="text-xl font-bold">
            Retired
          </h2>
          <ul className="list-disc pl-5 text-stone-700">
            {retired.map(({ character }) => (
              <li key={character.id}>
                <Link href={`${teamPath}/characters/${character.id}`} aria-label={`History of ${character.name}`} className={HISTORY_LINK}>
                  {character.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <TeamSharePanel teamId={teamId} teamName={team.name} status={share} canShare={canShare} />
    </div>
  );
}
