import { notFound } from "next/navigation";
import { CharacterCard } from "@/components/games/smf/character-card/character-card";
import { PrintHint } from "@/components/character-card/print-hint";
import { StoryPointPanel } from "@/components/games/smf/teams/story-point-panel";
import { storyPointProgress } from "@/components/games/smf/teams/story-point-progress";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import { loadPublicTeam } from "@/lib/games/smf/server/pages/load-public-team";

type Props = { params: Promise<{ token: string }> };

/**
 * A team's public, read-only page, for anyone with its link (no sign-in): the roster's cards and
 * the story points. An unknown or withdrawn link is the ordinary 404.
 */
export async function PublicTeamPage({ params }: Props) {
  const team = await loadPublicTeam((await params).token);
  if (!team) notFound();
  const teammates = team.roster.map(({ id, name }) => ({ id, name }));

  return (
    <div className="flex flex-col gap-8" data-card-sheet>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="text-stone-700">
          <span className={`font-semibold ${team.alignment === "HEROES" ? "text-hero" : "text-villain"}`}>{ALIGNMENT_LABELS[team.alignment]}</span>
          {team.leaderName ? ` · led by ${team.leaderName}` : ""} · in the campaign <span className="font-semibold">{team.campaign.name}</span>
          {team.isArchived ? " · archived" : ""}
        </p>
        <p className="text-sm text-stone-600">Shared read-only from Longbox, the campaign manager. It stays up to date as the campaign goes on.</p>
        {team.roster.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            <PrintHint />
          </div>
        ) : null}
      </div>

      <StoryPointPanel progress={storyPointProgress(team.storyPoints, team.campaign.storyPointGoal)} />

      <section aria-labelledby="roster-heading" className="flex flex-col gap-3">
        <h2 id="roster-heading" className="text-xl font-bold print:hidden">
          Roster
        </h2>
        {team.roster.length === 0 ? (
          <p className="text-stone-700">No characters yet.</p>
        ) : (
          <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2" aria-label="Roster">
            {team.roster.map((character, index) => (
              <li key={index} className="print:break-inside-avoid">
                <CharacterCard character={character} options={team.options} headingLevel={3} teammates={teammates} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
