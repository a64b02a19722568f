import Link from "next/link";
import type { BuilderDraft } from "@/components/games/smf/character-builder/character-builder";
import { CharacterBuilder } from "@/components/games/smf/client";
import { SAMPLE_CHARACTERS } from "@/lib/rules/smf/data/sample-characters";

const TEAM = SAMPLE_CHARACTERS.map((s) => ({ id: s.character.id, name: s.character.name }));

function startingPoint(start: string | undefined): { id: string; draft?: Partial<BuilderDraft> } {
  const sample = SAMPLE_CHARACTERS.find((s) => s.character.id === start)?.character;
  if (!sample) return { id: "draft" };
  return { id: sample.id, draft: { name: sample.name, kind: "character", build: sample.build } };
}

/** A public sandbox: build a character with live rules checks. No account, nothing saved. */
export async function TryCharacterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const start = typeof params.start === "string" ? params.start : "blank";
  const allowAlternate = params.alt === "1";
  const { id, draft } = startingPoint(start);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-black">Try a character</h1>
        <p className="max-w-2xl text-stone-700">
          Build a Super Mission Force character and watch its card work itself out. Every rule is checked as you pick. Nothing is saved —{" "}
          <Link href="/sign-up" className="font-semibold text-brand-700 underline">
            create an account
          </Link>{" "}
          to keep characters in a team. The other sample characters stand in as teammates for Rapport.
        </p>
        <form method="get" className="flex flex-col gap-3 rounded-md border border-stone-300 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor="start" className="text-sm font-semibold">
              Start from
            </label>
            <select id="start" name="start" defaultValue={start} className="min-h-11 rounded-md border border-stone-400 bg-white px-3 py-2 text-base">
              <option value="blank">A blank character</option>
              {SAMPLE_CHARACTERS.map((s) => (
                <option key={s.character.id} value={s.character.id}>
                  {s.character.name} (sample)
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="alt" value="1" defaultChecked={allowAlternate} className="size-5 accent-brand-700" />
            My group allows Street-Level, Super and Powerhouse characters
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Start over
          </button>
        </form>
      </div>
      <CharacterBuilder key={`${start}-${allowAlternate}`} initial={draft} characterId={id} options={{ allowAlternatePowerLevels: allowAlternate }} teammates={TEAM} />
      <p className="text-sm">
        <Link href="/rules/samples" className="font-semibold text-brand-700 underline">
          See all eight sample characters as printable cards
        </Link>
      </p>
    </div>
  );
}
