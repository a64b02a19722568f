import type { SmfCharacter } from "@/lib/rules/smf/character";
import type { RosterOptions } from "@/lib/rules/smf/roster/check-pool";
import { deriveCard, formatPool } from "@/lib/rules/smf/roster/derive-card";
import { isHenchmen } from "@/lib/rules/smf/roster/traits";
import {
  bumpLine,
  cardPowerLines,
  characterStatus,
  companionLines,
  formatKoCheck,
  formatMove,
  namedNotes,
  nextBattleLines,
  ownerLine,
  withoutPassingEffects,
  type CardTeammate,
} from "./card-format";
import { CardChecks } from "./card-checks";
import { CardHeading, type HeadingLevel } from "./card-heading";
import { CardPoolsTable } from "./card-pools-table";
import { CardPowers } from "./card-powers";
import { StatusBadge } from "./status-badge";
import "@/components/character-card/print.css";

export interface CharacterCardProps {
  character: SmfCharacter;
  options?: RosterOptions;
  /** A line under the name, e.g. a sample character's tagline. */
  tagline?: string | null;
  /** The level of the card's own heading (the character's name); sections use the next one. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Teammates by id, so a Rapport partner and a sidekick's or thrall's owner show by name; with
   * their links (cardTeammates), an owner's card also lists its sidekick and thralls.
   */
  teammates?: readonly CardTeammate[];
}

/**
 * A character's record card laid out like the book's sheet (L3267–L3327): stats, the six pools,
 * powers, backgrounds, check dice, bumps and campaign status. Renders on the server or the client.
 */
export function CharacterCard({ character, options, tagline, headingLevel = 2, teammates = [] }: CharacterCardProps) {
  const card = deriveCard(character, options);
  const notes = namedNotes(deriveCard(withoutPassingEffects(character), options).notes, (id) => teammates.find((t) => t.id === id)?.name);
  const status = characterStatus(character.state);
  const nextBattle = nextBattleLines(character.state);
  const Name = `h${headingLevel}` as const;
  const section = (headingLevel + 1) as HeadingLevel;
  const headingId = `card-${character.id}`;
  const archetype = character.kind === "sidekick" ? "Sidekick" : character.kind === "thrall" ? "Thrall" : card.archetype;
  const belongsTo = ownerLine(character, teammates);
  const companions = companionLines(character, teammates);
  const stats: [string, string][] = [
    ["Move", formatMove(card.move, card.flightMove)],
    ...(card.body ? ([["Body", String(card.body.value)]] as [string, string][]) : []),
    ...(card.psyche ? ([["Psyche", String(card.psyche.value)]] as [string, string][]) : []),
    ...(card.numbers ? ([["Numbers", String(card.numbers.value)]] as [string, string][]) : []),
    ["Initiative", formatPool(card.initiative)],
    ["KO check", formatKoCheck(card.koCheck)],
  ];

  return (
    <article
      aria-labelledby={headingId}
      data-character-card
      className={`flex flex-col gap-3 rounded-lg border-2 bg-white p-4 shadow-sm print:rounded-none print:border-black print:p-3 print:shadow-none ${status.tone === "dead" ? "border-stone-900" : "border-stone-300"}`}
    >
      <header className="flex items-start justify-between gap-3 border-b border-stone-300 pb-2 print:border-black">
        <div>
          <Name id={headingId} className="text-xl font-black leading-tight">
            {card.name || "Unnamed"}
          </Name>
          <p className="text-sm font-semibold text-brand-700 print:text-black">{archetype}</p>
          {belongsTo ? <p className="text-sm text-stone-700 print:text-black">{belongsTo}</p> : null}
          {companions.map((line) => (
            <p key={line} className="text-sm text-stone-700 print:text-black">
              {line}
            </p>
          ))}
          {tagline ? <p className="text-sm italic text-stone-600 print:text-black">{tagline}</p> : null}
        </div>
        <StatusBadge status={status} />
      </header>

      <dl className="grid grid-cols-3 gap-2 text-center">
        {stats.map(([label, value]) => (
          <div key={label} data-stat={label} className="rounded border border-stone-300 px-1 py-1 print:border-black">
            <dt className="text-[0.7rem] font-semibold uppercase tracking-wide text-stone-600 print:text-black">{label}</dt>{" "}
            <dd className="font-mono text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <CardPoolsTable pools={card.pools} />
      <CardPowers lines={cardPowerLines(character)} level={section} />

      <div>
        <CardHeading level={section}>Backgrounds</CardHeading>
        <p className="text-sm">{card.backgrounds.length ? card.backgrounds.join(", ") : "None"}</p>
      </div>

      <div>
        <CardHeading level={section}>Pre- and post-battle checks</CardHeading>
        <CardChecks checks={card.checks} baseDice={isHenchmen(character) ? 2 : 4} />
      </div>

      {character.state.bumps.length ? (
        <div>
          <CardHeading level={section}>Bumps</CardHeading>
          <ul className="text-sm">
            {character.state.bumps.map((bump, i) => (
              <li key={i}>{bumpLine(bump)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {character.state.curses > 0 || nextBattle.length ? (
        <div className="rounded border border-amber-700 bg-amber-50 px-2 py-1 text-sm print:border-black print:bg-white">
          {character.state.curses > 0 ? (
            <p>
              <strong>Cursed</strong> ({character.state.curses}): TN +{character.state.curses} on every check
            </p>
          ) : null}
          {nextBattle.length ? (
            <p>
              <strong>Next battle:</strong> {nextBattle.join("; ")}
            </p>
          ) : null}
        </div>
      ) : null}

      {notes.length ? (
        <div>
          <CardHeading level={section}>Notes</CardHeading>
          <ul className="list-disc pl-5 text-sm">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
