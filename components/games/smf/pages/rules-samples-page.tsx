import Link from "next/link";
import { CharacterCard } from "@/components/games/smf/character-card/character-card";
import { PrintButton } from "@/components/character-card/print-button";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf/data/sample-characters";

const TEAM = SAMPLE_CHARACTERS.map((s) => ({ id: s.character.id, name: s.character.name }));

/** The book's eight sample characters (App. II) as Longbox cards, ready to print. */
export async function SampleCharactersPage() {
  return (
    <div className="flex flex-col gap-6" data-card-sheet>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black">Sample characters</h1>
        <p className="max-w-2xl text-stone-700">
          The eight ready-made characters from the back of the Super Mission Force book, worked out by Longbox. Where the printed card disagrees with the rules, the card here
          follows the rules and says so underneath.
        </p>
        <div className="flex flex-wrap gap-3">
          <PrintButton />
          <Link href="/rules/builder" className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Try the character builder
          </Link>
        </div>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2" aria-label="Sample character cards">
        {SAMPLE_CHARACTERS.map((s) => (
          <li key={s.character.id} className="flex flex-col gap-2 print:break-inside-avoid">
            <CharacterCard character={s.character} tagline={s.tagline} headingLevel={2} teammates={TEAM} />
            {s.cardErrors.length ? (
              <div className="text-sm text-stone-700 print:hidden">
                <p className="font-semibold">Differs from the printed card:</p>
                <ul className="list-disc pl-5">
                  {s.cardErrors.map((e) => (
                    <li key={e.field}>
                      printed {e.printed}, Longbox shows {e.ruled}. {e.why}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Link href={`/rules/builder?start=${s.character.id}`} className="self-start font-semibold text-brand-700 underline underline-offset-2 print:hidden">
              Start a character from {s.character.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
