import Link from "next/link";
import { PrintButton } from "@/components/character-card/print-button";
import { TeamSharePanel } from "@/components/teams/team-share-panel";
import { suRosterSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { loadSuTeamPage } from "@/lib/games/supers-unlimited/server/pages/load-team-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { SuCardView } from "../card/su-card-view";
import { CardControls } from "../teams/card-controls";
import { LeaderPanel } from "../teams/leader-panel";
import { GimmickPoolPanel } from "../teams/gimmick-pool-panel";
import { TeamVerdictPanel } from "../teams/team-verdict-panel";
import { LeaderChoiceForm } from "../client";

const BUTTON = "inline-flex min-h-11 items-center rounded-md px-4 py-2 font-semibold";
const LINK = "self-start font-semibold text-brand-700 underline underline-offset-4";

/**
 * A league team's page: its cards as SU cards, printable, with the team check beside them (Levels
 * against the budget, Formation, Faction or Alignment, every problem), the Team Leader, the VP
 * balance, and the public link.
 */
export async function SuTeamPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}`);
  const { access, stored, campaign, settings, team, onRoster, verdict, share, canShare } = await loadSuTeamPage(user.id, campaignId, teamId);
  const isOwner = stored.ownerId === access.userId;
  const isEditable = !team.archivedAt;
  const canEditRoster = isEditable && can(access.role, "character:edit", { isOwner });
  const canEditTeam = isEditable && can(access.role, "team:edit", { isOwner });
  const teamPath = `/campaigns/${campaignId}/teams/${teamId}`;
  const retired = team.roster.filter((entry) => entry.isRetired);
  const flagged = new Set(verdict.problems.flatMap((problem) => problem.characters ?? []));
  const cardName = (id: string) => onRoster.find((entry) => entry.card.id === id)?.card.name;

  return (
    <div className="flex flex-col gap-8" data-card-sheet>
      {/* The screen heading is not printed (nor the campaign's header): a sheet still says whose cards these are. */}
      <p className="hidden text-lg font-bold print:block" data-print-title>
        {team.name} · {campaign.name}
      </p>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="text-stone-700">
          Player: {team.ownerName}
          {isOwner ? " (you)" : ""}
          {team.archivedAt ? " · archived" : ""} ·{" "}
          <span data-vp-balance className="font-semibold">
            {team.vp} VP
          </span>
        </p>
        {team.notes ? <p className="max-w-2xl whitespace-pre-line text-stone-800">{team.notes}</p> : null}
        <div className="flex flex-wrap gap-3">
          {canEditRoster ? (
            <Link href={`${teamPath}/characters/new`} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
              Add a card
            </Link>
          ) : null}
          {canEditTeam ? (
            <Link href={`${teamPath}/edit`} className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`}>
              Edit team
            </Link>
          ) : null}
          {onRoster.length > 0 ? <PrintButton /> : null}
          {/* A file download from a route handler, so a plain link rather than a client-side navigation. */}
          <a href={`${teamPath}/export`} className={`${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`}>
            Export as JSON
          </a>
        </div>
      </div>

      <TeamVerdictPanel verdict={verdict} cardName={cardName} />
      <LeaderPanel verdict={verdict} chooser={canEditTeam ? (tie) => <LeaderChoiceForm teamId={teamId} candidates={tie.candidates} chosenId={team.leaderId} /> : undefined} />
      {settings.useGimmicks ? (
        <GimmickPoolPanel teamId={teamId} cards={onRoster.map((entry) => entry.card)} picks={team.gimmickPool} settings={suRosterSettings(settings)} canEdit={canEditTeam} />
      ) : null}

      <section aria-labelledby="roster-heading" className="flex flex-col gap-3">
        <h2 id="roster-heading" className="text-xl font-bold print:hidden">
          Roster
        </h2>
        {onRoster.length === 0 ? (
          <p className="text-stone-700 print:hidden">No cards yet.{canEditRoster ? " Add the first one with the card builder." : ""}</p>
        ) : (
          <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2" aria-label="Roster">
            {onRoster.map(({ card, hasFought }) => (
              <li key={card.id} className="flex min-w-0 flex-col gap-2 print:break-inside-avoid">
                <SuCardView card={card} settings={suRosterSettings(settings)} headingLevel={3} isFlagged={flagged.has(card.id)} />
                <Link href={`${teamPath}/characters/${card.id}`} aria-label={`Card of ${card.name}`} className={`${LINK} print:hidden`}>
                  Card page
                </Link>
                {canEditRoster ? <CardControls teamPath={teamPath} teamId={teamId} card={card} hasFought={hasFought} /> : null}
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
            {retired.map(({ card }) => (
              <li key={card.id}>
                <Link href={`${teamPath}/characters/${card.id}`} aria-label={`Card of ${card.name}`} className={LINK}>
                  {card.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <TeamSharePanel teamId={teamId} teamName={team.name} status={share} canShare={canShare} publicContents="its cards, the team check and its VP" />
    </div>
  );
}
