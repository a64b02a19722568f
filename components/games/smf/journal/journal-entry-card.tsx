import { splitRuleReferences } from "@/lib/views/rule-references";
import { RuleNote } from "@/components/ui/rule-note";
import Link from "next/link";
import type { JournalEntry } from "@/lib/games/smf/journal/journal-entry";
import { RESULT_LABELS, signedStoryPoints } from "./journal-format";
import { nameSegments } from "./name-segments";
import { UtcDateTime } from "@/components/ui/utc-date-time";

interface JournalEntryCardProps {
  entry: JournalEntry;
  /** The battle's page for members; the public page links nowhere. */
  battleHref?: string;
  /** Each character's history page, for members; without it no character line is shown. */
  characterHref?: (teamId: string, characterId: string) => string;
  headingLevel?: 2 | 3;
}

/**
 * One issue of the campaign's comic: "#3 Night Shift beat Iron Syndicate", the scenario and
 * event, what happened after the fight, and each team's tally. An undone issue stays, struck
 * through and marked, because the journal is the campaign's history; so does an issue cancelled
 * after its first die, for the rolls it leaves in the roll log.
 */
export function JournalEntryCard({ entry, battleHref, characterHref, headingLevel = 2 }: JournalEntryCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `issue-${entry.issue}`;
  const isStruck = entry.isUndone || entry.isCancelled;
  const title = <span className={isStruck ? "line-through decoration-2" : undefined}>{entry.title}</span>;
  return (
    <article
      aria-labelledby={headingId}
      data-journal-issue={entry.issue}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 ${isStruck ? "border-dashed border-stone-400 text-stone-600" : "border-stone-300"}`}
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Heading id={headingId} className="text-lg font-black leading-snug">
            <span className="mr-2 font-mono text-brand-700">#{entry.issue}</span>
            {battleHref ? (
              <Link href={battleHref} className="underline-offset-4 hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </Heading>
          {entry.isUndone ? (
            <span className="rounded-full border border-stone-500 bg-stone-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-stone-800">Undone</span>
          ) : null}
          {entry.isCancelled ? (
            <span className="rounded-full border border-stone-500 bg-stone-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-stone-800">Cancelled</span>
          ) : null}
        </div>
        <p className="text-sm text-stone-700">
          {[entry.scenarioName, entry.eventName ? `special event: ${entry.eventName}` : null].filter(Boolean).join(" · ")}
          {entry.resolvedAt ? (
            <>
              {" · "}
              <UtcDateTime at={entry.resolvedAt} style="date" />
            </>
          ) : null}
        </p>
        {entry.isUndone ? (
          <p className="text-sm">
            An organiser undid this issue
            {entry.undoneAt ? (
              <>
                {" on "}
                <UtcDateTime at={entry.undoneAt} style="date" />
              </>
            ) : null}
            : its story points, injuries and roster changes were reversed. The record stays.
          </p>
        ) : null}
      </header>

      {entry.lines.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {entry.lines.map((line, i) => (
            <li key={i}>{characterHref ? <LinkedLine line={line} entry={entry} characterHref={characterHref} /> : line}</li>
          ))}
        </ul>
      ) : null}

      {characterHref && entry.characters.length > 0 ? (
        // Every fielded character, also those no story line mentions.
        <p className="text-sm">
          <span className="font-semibold">Characters in this issue: </span>
          {entry.characters.map((c, i) => (
            <span key={i}>
              {i > 0 ? ", " : null}
              <Link href={characterHref(c.teamId, c.characterId)} className="text-brand-700 underline underline-offset-4">
                {c.name}
              </Link>
            </span>
          ))}
        </p>
      ) : null}

      {entry.teams.length > 0 ? (
        <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 border-t border-stone-200 pt-2 text-sm" aria-label={`Issue #${entry.issue} tally`}>
          {entry.teams.map((team, index) => (
            // By place: keys go to the browser, and the public page shows this card.
            <div key={index} className="contents">
              <dt className="font-semibold">{team.teamName}</dt>
              <dd>{team.result ? RESULT_LABELS[team.result] : "—"}</dd>
              <dd className="text-right font-mono tabular-nums">{signedStoryPoints(team.storyPoints)} SP</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

/** A story line with each character it names linked to that character's history. */
function LinkedLine({ line, entry, characterHref }: { line: string; entry: JournalEntry; characterHref: (teamId: string, characterId: string) => string }) {
  const teamOf = new Map(entry.characters.map((c) => [c.characterId, c.teamId]));
  const split = splitRuleReferences(line);
  return (
    <>
      {nameSegments(
        split.text,
        entry.characters.map((c) => ({ id: c.characterId, name: c.name })),
      ).map((segment, i) =>
        segment.id ? (
          <Link key={i} href={characterHref(teamOf.get(segment.id)!, segment.id)} className="text-brand-700 underline underline-offset-4">
            {segment.text}
          </Link>
        ) : (
          segment.text
        ),
      )}
      {split.reference ? <RuleNote reference={split.reference} /> : null}
    </>
  );
}
