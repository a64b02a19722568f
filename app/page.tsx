import Link from "next/link";
import { listCatalog } from "@/lib/games/registry";
import { HomeActions } from "@/components/home/home-actions";
import { StaticPageFrame } from "@/components/shell/static-page-frame";

const FEATURES = [
  ["Rosters the whole group can see", "Build teams with live rules checks, share them with your group, or publicly by link with a QR code for the table."],
  ["Battles as comic issues", "Record each battle from line-up to result, with the game's own set-up and aftermath worked out for you."],
  ["Dice nobody can argue with", "Let the app roll, or type in the dice you threw. Every roll is logged with its purpose, faces and who made it."],
  ["Mistakes undone cleanly", "An organiser can undo a mis-entered battle; everything it changed is reversed on the record."],
] as const;

/** Prerendered: the same HTML for everyone; who is signed in is asked once it runs (HomeActions, the header). */
export default function HomePage() {
  const games = listCatalog();
  return (
    <StaticPageFrame>
      <div className="flex flex-col gap-10">
        <section className="flex flex-col gap-4">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Superhero skirmish campaigns</p>
          <h1 className="text-4xl font-black leading-tight sm:text-5xl">Your superhero skirmish campaign, kept like a comic longbox.</h1>
          <p className="max-w-2xl text-lg text-stone-700">
            Longbox replaces the paper sheets: teams and characters, every battle and what it changed, the standings — with the rules worked out for you and every die on the
            record.
          </p>
          <HomeActions />
        </section>
        <section aria-labelledby="games-heading" className="flex flex-col gap-3">
          <h2 id="games-heading" className="text-2xl font-black">
            The games Longbox runs
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {games.map((game) => (
              <li key={game.id} className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4 shadow-sm">
                <h3 className="font-bold">{game.name}</h3>
                <p className="text-stone-700">{game.line}</p>
                {game.tryIt ? (
                  <p>
                    <Link href={game.tryIt.href} className="font-semibold text-brand-700 underline underline-offset-2">
                      {game.tryIt.label}
                    </Link>{" "}
                    — no account needed.
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="sr-only">
            What Longbox does
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {FEATURES.map(([title, text]) => (
              <li key={title} className="rounded-lg border border-stone-300 bg-white p-4 shadow-sm">
                <h3 className="font-bold">{title}</h3>
                <p className="mt-1 text-stone-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </StaticPageFrame>
  );
}
