import { notFound } from "next/navigation";
import { PrintHint } from "@/components/character-card/print-hint";
import { HeroSheetView } from "@/components/games/shsa/sheet/hero-sheet";
import { RELATIONSHIP_TYPES } from "@/lib/rules/shsa";
import { loadPublicHero } from "@/lib/games/shsa/server/pages/load-public-hero";

/** An SHSA hero's public, read-only sheet, for anyone with its link (no sign-in): printable, with its relationships. */
export async function ShsaPublicHeroPage({ params }: { params: Promise<{ token: string }> }) {
  const hero = await loadPublicHero((await params).token);
  if (!hero) notFound();
  const relationships = hero.sheet.relationships.filter((relationship) => relationship.isActive);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-black break-words">{hero.name}</h1>
        <p className="text-stone-700">
          A hero of <span className="font-semibold">{hero.campaign.name}</span>
          {hero.isArchived ? " · archived" : ""} · {hero.condition}
        </p>
        <p className="text-sm text-stone-600 print:hidden">Shared read-only from Longbox, the campaign manager. It stays up to date as the campaign goes on.</p>
        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintHint>{"To print the sheet, use your browser's Print command."}</PrintHint>
        </div>
      </div>
      <HeroSheetView sheet={hero.sheet} />
      <section aria-labelledby="public-relationships" className="flex flex-col gap-2">
        <h2 id="public-relationships" className="text-xl font-bold">
          Relationships
        </h2>
        {relationships.length === 0 ? (
          <p className="text-stone-700">No relationships.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {relationships.map((relationship) => (
              <li key={relationship.id} className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 py-1">
                <span className="font-semibold break-words">{relationship.with}</span>
                <span className="text-sm text-stone-700">
                  {RELATIONSHIP_TYPES.find((type) => type.id === relationship.type)?.name} · {relationship.value > 0 ? `+${relationship.value}` : relationship.value}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
