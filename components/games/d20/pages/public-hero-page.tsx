import { notFound } from "next/navigation";
import { RanksList } from "@/components/games/d20/hero/ranks-list";
import { describeCarried } from "@/lib/games/d20/hero-sheet";
import { loadPublicD20Hero } from "@/lib/games/d20/server/pages/load-public-hero";

/** A d20 hero's public, read-only page for anyone with its link (no sign-in; server components only): its ranks, what it carries, its lasting injuries and hero points. */
export async function D20PublicHeroPage({ params }: { params: Promise<{ token: string }> }) {
  const hero = await loadPublicD20Hero((await params).token);
  if (!hero) notFound();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-black break-words">{hero.name}</h1>
        <p className="text-stone-700">
          A hero of <span className="font-semibold">{hero.campaignName}</span>
          {hero.isArchived ? " · archived" : ""}
        </p>
        <p className="text-sm text-stone-600">Shared read-only from Longbox, the campaign manager. It stays up to date as the series goes on.</p>
      </div>
      <section aria-labelledby="public-ranks" className="flex flex-col gap-2">
        <h2 id="public-ranks" className="text-xl font-bold">
          Ranks
        </h2>
        <RanksList ranks={hero.ranks} />
      </section>
      <section aria-labelledby="public-condition" className="flex flex-col gap-2">
        <h2 id="public-condition" className="text-xl font-bold">
          Condition
        </h2>
        <p data-hero-condition>{describeCarried(hero.damage, hero.minutesToRecover)}</p>
        <h3 className="font-bold">Lasting injuries</h3>
        {hero.injuries.length === 0 ? (
          <p className="text-stone-700">None.</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-5 break-words">
            {hero.injuries.map((injury, index) => (
              <li key={index}>{injury}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="public-points" className="flex flex-col gap-2">
        <h2 id="public-points" className="text-xl font-bold">
          Hero points: <span data-hero-points>{hero.heroPoints}</span>
        </h2>
      </section>
    </div>
  );
}
