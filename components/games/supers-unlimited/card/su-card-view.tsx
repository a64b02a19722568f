import { ACTION_TRAITS, attackProfileText, attacksOf, talentsAsPrinted, type SuCard, type SuRosterSettings } from "@/lib/rules/supers-unlimited";
import { alignmentName, classesLine, hpText, immuneText, keywordRows, levelLine, moveText, reachText, sizeText, weaknessLines } from "./card-format";
import "@/components/character-card/print.css";

export interface SuCardViewProps {
  card: SuCard;
  /** Whether Telekinesis gives a Throw (Ruling SU-R22): the league's setting. */
  settings: Pick<SuRosterSettings, "telekinesisThrows">;
  /** The level of the card's own heading (the character's name); sections use the next one. */
  headingLevel?: 2 | 3 | 4;
  /** Marks the card as one a team problem is about. */
  isFlagged?: boolean;
}

const LIST = "flex flex-col gap-0.5 text-sm";
const TERM = "font-semibold text-stone-700 print:text-black";

/**
 * A Supers Unlimited card laid out like the book's (SU L323–L372): Level, Alignment and Classes;
 * Power, Move, Size and HP with its Red Zone; the four traits with their Resistances and Recovery;
 * Keywords, Weaknesses and Vulnerabilities; Talents, Abilities, Gear and Spells; every attack,
 * Bash and any Throw derived (Ruling SU-R22, SU-R30). Renders on the server or the client.
 */
export function SuCardView({ card, settings, headingLevel = 2, isFlagged = false }: SuCardViewProps) {
  const Name = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as "h3" | "h4" | "h5";
  const headingId = `su-card-${card.id}`;
  const attacks = attacksOf(card, settings);
  const immune = immuneText(card);
  const named: [string, string[]][] = [
    ["Talents", talentsAsPrinted(card)],
    ["Abilities", card.abilities],
    ["Spells", card.spells],
  ];
  return (
    <article
      aria-labelledby={headingId}
      data-su-card
      className={`flex min-w-0 flex-col gap-3 rounded-lg border-2 bg-white p-4 shadow-sm print:rounded-none print:border-black print:p-3 print:shadow-none ${isFlagged ? "border-amber-500" : "border-stone-300"}`}
    >
      <header className="flex flex-col gap-0.5 border-b border-stone-300 pb-2 print:border-black">
        <Name id={headingId} className="text-xl font-black leading-tight">
          {card.name || "Unnamed"}
        </Name>
        {card.highConcept ? <p className="text-sm italic text-stone-700 print:text-black">{card.highConcept}</p> : null}
        <p className="text-sm font-semibold text-brand-700 print:text-black">
          {levelLine(card)} · {alignmentName(card)}
          {card.classes.length > 0 ? ` · ${classesLine(card)}` : ""}
        </p>
        {card.faction ? <p className="text-sm text-stone-700 print:text-black">Faction: {card.faction}</p> : null}
      </header>

      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className={TERM}>Power</dt>
        <dd>{card.power}</dd>
        <dt className={TERM}>Move</dt>
        <dd>{moveText(card)}</dd>
        <dt className={TERM}>Size</dt>
        <dd>{sizeText(card.size)}</dd>
        <dt className={TERM}>HP</dt>
        <dd>{hpText(card)}</dd>
        <dt className={TERM}>Reach</dt>
        <dd>{reachText(card)}</dd>
      </dl>

      <table className="w-full text-sm">
        <caption className="sr-only">Traits of {card.name}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-left print:border-black">
            <th scope="col">Trait</th>
            <th scope="col">Dice</th>
            <th scope="col">Resistance</th>
          </tr>
        </thead>
        <tbody>
          {ACTION_TRAITS.map(({ id, name }) => (
            <tr key={id}>
              <th scope="row" className="text-left font-semibold">
                {name}
              </th>
              <td>{card.traits[id].dice}D10</td>
              <td>R{card.traits[id].resistance}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="text-left font-semibold">
              Recovery
            </th>
            <td>{card.recovery}D10</td>
            <td>—</td>
          </tr>
        </tbody>
      </table>

      <dl className={LIST}>
        {keywordRows(card).map(([family, words]) => (
          <div key={family} className="flex flex-wrap gap-x-1">
            <dt className={TERM}>{family}:</dt>
            <dd>{words}</dd>
          </div>
        ))}
      </dl>
      {[...weaknessLines(card), ...(immune ? [immune] : [])].map((line) => (
        <p key={line} className="text-sm font-semibold">
          {line}
        </p>
      ))}

      <dl className={LIST}>
        {named
          .filter(([, items]) => items.length > 0)
          .map(([label, items]) => (
            <div key={label} className="flex flex-wrap gap-x-1">
              <dt className={TERM}>{label}:</dt>
              <dd>{items.join(", ")}</dd>
            </div>
          ))}
      </dl>

      <section aria-label={`Attacks of ${card.name}`} className="flex flex-col gap-1">
        <Section className="text-sm font-bold uppercase tracking-wide text-stone-700 print:text-black">Attacks</Section>
        <ul className="flex flex-col gap-1 text-sm">
          {/* By place: a card being built may name two attacks alike (the builder says so). */}
          {attacks.map((attack, i) => (
            <li key={i}>
              <span className="font-semibold">{attack.name}</span>: {attackProfileText(attack)}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
