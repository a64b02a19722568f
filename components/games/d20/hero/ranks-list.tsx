import { D20_RANKS, D20_RANK_LABELS, type D20Ranks } from "@/lib/games/d20/hero-sheet";

/** A hero's ranks as a two-column list (a server component: the hero page and the public page draw it). */
export function RanksList({ ranks }: { ranks: D20Ranks }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
      {D20_RANKS.map((rank) => (
        <div key={rank} className="flex justify-between gap-2 border-b border-stone-200">
          <dt>{D20_RANK_LABELS[rank]}</dt>
          <dd className="font-semibold">{ranks[rank]}</dd>
        </div>
      ))}
    </dl>
  );
}
