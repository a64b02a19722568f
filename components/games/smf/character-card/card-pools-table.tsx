import { formatPool, type CardPools } from "@/lib/rules/smf/roster/derive-card";

const ROWS = [
  { label: "Melee", attack: "melee-attack", defense: "melee-defense" },
  { label: "Ranged", attack: "ranged-attack", defense: "ranged-defense" },
  { label: "Psyche", attack: "psyche-attack", defense: "psyche-defense" },
] as const;

/** The six pools as the book's sheet lays them out: attack and defense for Melee, Ranged, Psyche. */
export function CardPoolsTable({ pools }: { pools: CardPools }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Combat pools</caption>
      <thead>
        <tr className="text-xs uppercase tracking-wide text-stone-600 print:text-black">
          <td />
          <th scope="col" className="px-2 py-1 text-right font-semibold">
            Attack
          </th>
          <th scope="col" className="px-2 py-1 text-right font-semibold">
            Defense
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label} className="border-t border-stone-200 print:border-stone-500">
            <th scope="row" className="px-2 py-1 text-left font-semibold">
              {row.label}
            </th>
            <td className="px-2 py-1 text-right font-mono tabular-nums">{formatPool(pools[row.attack])}</td>
            <td className="px-2 py-1 text-right font-mono tabular-nums">{formatPool(pools[row.defense])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
