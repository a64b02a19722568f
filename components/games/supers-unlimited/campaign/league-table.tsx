import type { ReactNode } from "react";
import { SU_LEVELS_INCAPACITATED } from "@/lib/games/supers-unlimited";

/** One row of a league table: the team's name cell (a link for members, plain for the public) and its numbers. */
export interface LeagueTableRow {
  key: string;
  team: ReactNode;
  balance: number;
  record: { won: number; played: number };
  stats: Readonly<Record<string, number>>;
}

const NUMBER = "py-1 pr-2 text-right font-mono tabular-nums";

/** The league table (SU-R40's columns: VP, wins, Levels Incapacitated, games played), in the order given. */
export function LeagueTable({ rows }: { rows: readonly LeagueTableRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">League standings</caption>
      <thead>
        <tr className="border-b border-stone-300 text-left">
          <th scope="col" className="py-1 pr-2">
            #
          </th>
          <th scope="col" className="py-1 pr-2">
            Team
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            VP
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            <abbr title="Won">W</abbr>
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            <abbr title="Levels of enemy models Incapacitated">LI</abbr>
          </th>
          <th scope="col" className="py-1 text-right">
            <abbr title="Games played">GP</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.key} className="border-b border-stone-100">
            <td className="py-1 pr-2">{i + 1}</td>
            <th scope="row" className="py-1 pr-2 text-left font-semibold">
              {row.team}
            </th>
            <td className={NUMBER}>{row.balance}</td>
            <td className={NUMBER}>{row.record.won}</td>
            <td className={NUMBER}>{row.stats[SU_LEVELS_INCAPACITATED] ?? 0}</td>
            <td className="py-1 text-right font-mono tabular-nums">{row.record.played}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
