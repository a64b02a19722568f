import type { CardPowerLine } from "./card-format";

import { CardHeading, type HeadingLevel } from "./card-heading";

function PowerList({ title, lines, level }: { title: string; lines: readonly CardPowerLine[]; level: HeadingLevel }) {
  return (
    <div>
      <CardHeading level={level}>{title}</CardHeading>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600 print:text-black">None</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {lines.map((line) => (
            <li key={line.key} className="text-sm leading-snug">
              <span className="font-semibold">{line.name}</span>
              {line.recharge ? <span className="ml-1 text-xs text-stone-700 print:text-black">· Recharge {line.recharge}</span> : null}
              <span className="block text-xs text-stone-600 print:text-black">{line.description}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Major and minor powers (Boosts listed with the minors), each with its recharge and our summary. */
export function CardPowers({ lines, level }: { lines: readonly CardPowerLine[]; level: HeadingLevel }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
      <PowerList title="Major powers" level={level} lines={lines.filter((l) => l.tier === "major")} />
      <PowerList title="Minor powers" level={level} lines={lines.filter((l) => l.tier === "minor")} />
    </div>
  );
}
