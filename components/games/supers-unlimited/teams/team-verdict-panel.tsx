import { FORMATIONS, TEAM_COMPOSITIONS, type SuProblem } from "@/lib/rules/supers-unlimited";
import type { SuTeamVerdict } from "@/lib/games/supers-unlimited/team-verdict";

const names = (rows: readonly { id: string; name: string }[], ids: readonly string[]) => ids.map((id) => rows.find((row) => row.id === id)!.name).join(" or ");

/** "Cards: Ace" after a problem about some of the cards, so the player can find them. */
function aboutLine(problem: SuProblem, cardName: (id: string) => string | undefined): string | null {
  const cards = (problem.characters ?? []).map(cardName).filter((name): name is string => Boolean(name));
  return cards.length > 0 ? `Cards: ${cards.join(", ")}` : null;
}

interface TeamVerdictPanelProps {
  verdict: SuTeamVerdict;
  cardName: (id: string) => string | undefined;
}

/**
 * The team against the league's rules, beside its cards: Levels against the budget, Supers and
 * Henchmen, the Formations and kinds of team it fits, and every problem validateTeam finds. A team
 * may be illegal while it is built: this says so and blocks nothing.
 */
export function TeamVerdictPanel({ verdict, cardName }: TeamVerdictPanelProps) {
  const { summary, problems } = verdict;
  const isOver = summary.budget !== null && summary.levels > summary.budget;
  return (
    <section aria-labelledby="verdict-heading" data-team-verdict className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="verdict-heading" className="text-xl font-bold">
        Team check
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Levels</dt>
        <dd data-team-levels className={isOver ? "font-semibold text-red-800" : undefined}>
          {summary.levels} of {summary.budget ?? "?"}
        </dd>
        <dt className="font-semibold">Cards</dt>
        <dd>
          {summary.supers} {summary.supers === 1 ? "Super" : "Supers"} ({summary.superLevels} Levels) · {summary.henchmen} {summary.henchmen === 1 ? "Henchman" : "Henchmen"} (
          {summary.henchmanLevels} Levels)
          {summary.neither > 0 ? (
            <span className="block font-semibold text-red-800">
              {summary.neither} {summary.neither === 1 ? "card has a Level" : "cards have a Level"} outside 1–10: neither a Super nor a Henchman
            </span>
          ) : null}
        </dd>
        <dt className="font-semibold">Formation</dt>
        <dd>{summary.formations.length > 0 ? names(FORMATIONS, summary.formations) : "None yet"}</dd>
        <dt className="font-semibold">Team</dt>
        <dd>
          {summary.compositions.length > 0 ? names(TEAM_COMPOSITIONS, summary.compositions) : "Neither a Faction nor an Alignment Team yet"}
          {summary.faction
            ? ` · Faction ${summary.faction}, ${summary.guestStars} Guest ${summary.guestStars === 1 ? "Star" : "Stars"} of ${summary.guestStarsAllowed ?? "?"} allowed`
            : ""}
        </dd>
      </dl>
      {problems.length === 0 ? (
        <p className="font-semibold text-green-800">The team is legal for this league.</p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-red-800">
            {problems.length === 1 ? "1 problem" : `${problems.length} problems`} before the team can play (it may be built in any order):
          </p>
          <ul aria-label="Team problems" className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {problems.map((problem, i) => {
              const about = aboutLine(problem, cardName);
              return (
                <li key={`${i}-${problem.code}`}>
                  {problem.message}
                  {about ? <span className="block text-stone-600">{about}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
