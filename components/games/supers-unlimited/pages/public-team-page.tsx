import { notFound } from "next/navigation";
import { PrintHint } from "@/components/character-card/print-hint";
import { suRosterSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { loadPublicSuTeam } from "@/lib/games/supers-unlimited/server/pages/load-public-team";
import { SuCardView } from "../card/su-card-view";
import { LeaderPanel } from "../teams/leader-panel";
import { TeamVerdictPanel } from "../teams/team-verdict-panel";

type Props = { params: Promise<{ token: string }> };

/**
 * A league team's public, read-only page, for anyone with its link (no sign-in): its cards, the
 * team check and the VP. Cards are known by their places (getPublicSuTeam): no internal id in the
 * HTML. An unknown or withdrawn link is the ordinary 404.
 */
export async function SuPublicTeamPage({ params }: Props) {
  const team = await loadPublicSuTeam((await params).token);
  if (!team) notFound();
  const cardName = (id: string) => team.roster.find((card) => card.id === id)?.name;
  return (
    <div className="flex flex-col gap-8" data-card-sheet>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="text-stone-700">
          {team.ownerName ? `Player: ${team.ownerName} · ` : ""}in the league <span className="font-semibold">{team.campaignName}</span>
          {team.isArchived ? " · archived" : ""} · <span className="font-semibold">{team.vp} VP</span>
        </p>
        <p className="text-sm text-stone-600">Shared read-only from Longbox, the campaign manager. It stays up to date as the league goes on.</p>
        {team.roster.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            <PrintHint />
          </div>
        ) : null}
      </div>
      <TeamVerdictPanel verdict={team.verdict} cardName={cardName} />
      <LeaderPanel verdict={team.verdict} />
      <section aria-labelledby="roster-heading" className="flex flex-col gap-3">
        <h2 id="roster-heading" className="text-xl font-bold print:hidden">
          Roster
        </h2>
        {team.roster.length === 0 ? (
          <p className="text-stone-700">No cards yet.</p>
        ) : (
          <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2" aria-label="Roster">
            {team.roster.map((card) => (
              <li key={card.id} className="min-w-0 print:break-inside-avoid">
                <SuCardView card={card} settings={suRosterSettings(team.settings)} headingLevel={3} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
