import { CHECK_CATEGORIES, type CheckCategory } from "@/lib/rules/smf/character";
import type { CheckPool } from "@/lib/rules/smf/roster/check-pool";
import { formatPool } from "@/lib/rules/smf/roster/derive-card";

const CATEGORY_NAMES: Record<CheckCategory, string> = {
  adventure: "Adventure",
  creative: "Creative",
  image: "Image",
  investigation: "Investigation",
  magical: "Magical",
  military: "Military",
  resource: "Resource",
  science: "Science",
  underworld: "Underworld",
};

/** Pre- and post-battle check dice per category; categories above the base pool stand out. */
export function CardChecks({ checks, baseDice }: { checks: Record<CheckCategory, CheckPool>; baseDice: number }) {
  return (
    <dl className="grid grid-cols-3 gap-x-3 gap-y-0.5 text-xs">
      {CHECK_CATEGORIES.map((category) => {
        const pool = checks[category];
        const isBoosted = pool.dice > baseDice || pool.rerolls > 0;
        return (
          <div key={category} className={`flex justify-between gap-1 ${isBoosted ? "font-bold" : "text-stone-600 print:text-black"}`}>
            <dt>{CATEGORY_NAMES[category]}</dt>{" "}
            <dd className="font-mono tabular-nums" title={pool.sources.join(", ")}>
              {formatPool(pool)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
