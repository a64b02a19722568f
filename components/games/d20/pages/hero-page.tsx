import { AwardHeroPointForm, FallForm, HazardCheckForm, HazardForm, InjuryForm, RanksForm, RestForm, SpendHeroPointForm, StopHazardButton } from "@/components/games/d20/client";
import { RanksList } from "@/components/games/d20/hero/ranks-list";
import { TeamSharePanel } from "@/components/teams/team-share-panel";
import { DateTime } from "@/components/ui/date-time";
import { HERO_POINT_REASON_LABELS } from "@/lib/games/d20/game-words";
import { describeCarried } from "@/lib/games/d20/hero-sheet";
import { loadD20HeroPage } from "@/lib/games/d20/server/pages/load-hero-page";
import { requireUser } from "@/lib/server/auth/current-user";

const reasonLabel = (stored: string) => HERO_POINT_REASON_LABELS[stored.toLowerCase().replace(/_/g, "-") as keyof typeof HERO_POINT_REASON_LABELS] ?? stored;

/**
 * A d20 hero's page: its ranks, the damage it carries out of its last conflict until rest clears
 * it, its lasting injuries and hazards, and its hero-point ledger with every award and spend.
 */
export async function D20HeroPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}`);
  const hero = await loadD20HeroPage(user.id, campaignId, teamId);
  const carried = describeCarried(hero.damage, hero.minutesToRecover);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black break-words">{hero.name}</h1>
        <p className="text-stone-700">
          Played by {hero.playerName}
          {hero.isOwner ? " (you)" : ""}
          {hero.isArchived ? " · archived" : ""}
        </p>
      </div>
      <section aria-labelledby="ranks-now" className="flex flex-col gap-2">
        <h2 id="ranks-now" className="text-xl font-bold">
          Ranks
        </h2>
        <RanksList ranks={hero.ranks} />
        {hero.canEdit ? <RanksForm teamId={teamId} ranks={hero.ranks} /> : null}
      </section>
      <section aria-labelledby="condition-now" className="flex flex-col gap-2">
        <h2 id="condition-now" className="text-xl font-bold">
          Condition
        </h2>
        <p data-hero-condition>{carried}</p>
        {hero.canAward && carried !== "Unhurt." && hero.minutesToRecover !== null ? <RestForm teamId={teamId} minutes={hero.minutesToRecover} /> : null}
        <h3 className="font-bold">Lasting injuries</h3>
        {hero.injuries.length === 0 ? (
          <p className="text-stone-700">None.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {hero.injuries.map((injury) => (
              <li key={injury.id} className="break-words">
                {injury.text} <span className="text-sm text-stone-700">({injury.by})</span>
              </li>
            ))}
          </ul>
        )}
        {hero.canAward ? <InjuryForm teamId={teamId} /> : null}
        <h3 className="font-bold">Hazards</h3>
        {hero.hazards.length === 0 ? (
          <p className="text-stone-700">None running.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {hero.hazards.map((hazard) => (
              <li key={hazard.id} className="flex flex-col gap-1 rounded-md border border-stone-200 p-2 break-words" data-hazard={hazard.label}>
                <span>
                  <span className="font-semibold">{hazard.label}</span> ({hazard.kind.replace(/-/g, " ")}) · started <DateTime at={hazard.at} />
                </span>
                <span data-hazard-state>
                  {hazard.over ? "Over: no more checks." : `Next check: Fortitude (+${hazard.fortitude}) against DC ${hazard.nextDc}, ${hazard.when}.`}
                  {hazard.fatigue !== "none" ? ` Track: ${hazard.fatigue}.` : ""}
                </span>
                {hazard.over ? null : <span className="text-sm text-stone-700">On a failure: {hazard.onFailure}.</span>}
                {hazard.odds.length > 0 ? (
                  <ul className="text-sm text-stone-800" aria-label={`Odds of the check against ${hazard.label}`} data-odds>
                    {hazard.odds.map((outcome) => (
                      <li key={outcome.label}>
                        {Math.round((outcome.ways / 20) * 100)}% ({outcome.ways}/20): {outcome.label}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {hero.canAward && !hazard.over ? <HazardCheckForm teamId={teamId} hazardId={hazard.id} label={hazard.label} appDiceOnly={hero.appDiceOnly} /> : null}
                {hazard.checks.length > 0 ? (
                  <ol className="flex flex-col gap-1 text-sm" aria-label={`Checks against ${hazard.label}`}>
                    {hazard.checks.map((check, index) => (
                      <li key={index}>
                        {check.summary} <span className="text-stone-700">({check.by})</span>
                      </li>
                    ))}
                  </ol>
                ) : null}
                {hero.canAward ? <StopHazardButton teamId={teamId} hazardId={hazard.id} label={hazard.label} /> : null}
              </li>
            ))}
          </ul>
        )}
        {hero.canAward ? <HazardForm teamId={teamId} /> : null}
        {hero.canAward && hero.damage.state !== "dead" ? (
          <FallForm teamId={teamId} toughness={hero.ranks.toughness} damage={hero.damage} rules={hero.rules} appDiceOnly={hero.appDiceOnly} />
        ) : null}
      </section>
      <section aria-labelledby="hero-points" className="flex flex-col gap-2">
        <h2 id="hero-points" className="text-xl font-bold">
          Hero points: <span data-hero-points>{hero.heroPoints}</span>
        </h2>
        {hero.canAward ? <AwardHeroPointForm teamId={teamId} /> : null}
        {hero.canSpend ? <SpendHeroPointForm teamId={teamId} /> : null}
        <h3 className="font-bold">Ledger</h3>
        {hero.ledger.length === 0 ? (
          <p className="text-stone-700">No hero points yet.</p>
        ) : (
          <ol className="flex flex-col gap-2" data-hero-ledger>
            {hero.ledger.map((line) => (
              <li key={line.id} className="border-b border-stone-200 pb-1 break-words">
                <span className="font-semibold">{line.delta > 0 ? `+${line.delta}` : `−${-line.delta}`}</span> {reasonLabel(line.reason)}
                {line.note ? ` · ${line.note}` : ""} · balance {line.balanceAfter}
                <span className="block text-sm text-stone-700">
                  {line.by}, <DateTime at={line.at} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <TeamSharePanel
        teamId={teamId}
        teamName={hero.name}
        status={hero.share}
        canShare={hero.canShare}
        publicContents="its ranks, what it carries, its lasting injuries and hero points (not its hazards nor the ledger's notes)"
        noun="hero"
      />
    </div>
  );
}
