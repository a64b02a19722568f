"use client";
import { useMemo, useState } from "react";
import { newestFirst, pendingEntry, strikeOf } from "@/components/battles/tap-log-state";
import { useTapLog } from "@/components/battles/use-tap-log";
import { strikeTrackedAction } from "@/lib/games/smf/actions/battles/strike-tracked-action";
import { trackBattleAction } from "@/lib/games/smf/actions/battles/track-battle-action";
import { foldTrackedEntries, type ReportFieldSet, type TrackedEntry, type TrackPayload } from "@/lib/rules/smf";
import type { ReportTeam } from "./report-model";
import { TAP_BUTTON, TrackerCharacter } from "./tracker-character";
import { TrackerObjectives } from "./tracker-objectives";
import { knockOutWords, namesOf, tapForm, tapWords, type Tap } from "./tracker-words";

interface BattleTrackerProps {
  battleId: string;
  teams: ReportTeam[];
  fields: ReportFieldSet;
  /** The battle's tracked entries so far, from every phone, in the order they were recorded. */
  entries: TrackedEntry[];
}

/**
 * "During the battle": tap KOs and objectives as they happen, on any number of phones. Each tap
 * shows at once (an optimistic entry) and is sent on its own; the page then comes back with
 * everyone's taps, and the report form below starts from them.
 */
export function BattleTracker({ battleId, teams, fields, entries }: BattleTrackerProps) {
  const {
    shown,
    said,
    send: sendTap,
    isPending,
  } = useTapLog<Tap, TrackedEntry>({
    entries,
    submit: (tap, requestKey) => {
      const form = tapForm(battleId, requestKey, tap);
      return tap.kind === "strike" ? strikeTrackedAction(null, form) : trackBattleAction(null, form);
    },
    refreshAfter: "refusal",
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const lineUps = useMemo(() => teams.map((t) => ({ teamId: t.teamId, fieldedIds: t.fielded.map((c) => c.id), vampireIds: t.vampires.map((c) => c.id) })), [teams]);
  const folded = foldTrackedEntries(shown, lineUps);
  const name = namesOf(teams);

  /** Shows the tap at once, sends it, then says what was tracked (or why not) in the live region. */
  function send(tap: Tap, announcement = announce(tap)) {
    sendTap(tap, { done: announcement, words: tapWords(tap, name) });
  }

  /** "Tracked: Grey Rhino KO'd (Body)": a KO is told as it now stands, refinements included. */
  function announce(tap: Tap): string {
    if (tap.kind !== "ko") return `Tracked: ${tapWords(tap, name)}`;
    const ko = foldTrackedEntries([...shown, pendingEntry<Tap, TrackPayload>("", tap)], lineUps).knockedOut[tap.characterId];
    return ko ? `Tracked: ${name(tap.characterId)} ${knockOutWords(ko, name)}` : `Tracked: ${tapWords(tap, name)}`;
  }

  const undo = (entry: TrackedEntry) => send(strikeOf(entry), `Undone: ${tapWords(entry.payload as Tap, name)}`);
  const newestTaps = newestFirst(folded.live);

  return (
    <section aria-labelledby="tracker-heading" className="flex flex-col gap-4 rounded-lg border border-stone-300 bg-white p-3">
      <div className="flex flex-col gap-1">
        <h2 id="tracker-heading" className="text-xl font-bold">
          During the battle
        </h2>
        <p className="text-sm text-stone-700">Tap what happens as it happens, on any phone at the table. The report below starts from it.</p>
      </div>
      <p aria-live="polite" role="status" className={`min-h-6 text-sm font-semibold ${said?.isError ? "text-red-800" : "text-emerald-900"}`}>
        {said?.text ?? ""}
      </p>
      {teams.map((team) => (
        <div key={team.teamId} className="flex flex-col gap-2">
          <h3 className="font-bold">{team.name}</h3>
          <ul className="flex flex-col gap-2">
            {team.fielded.map((character) => (
              <TrackerCharacter
                key={character.id}
                character={character}
                foes={teams.filter((t) => t.teamId !== team.teamId)}
                ko={folded.knockedOut[character.id]}
                isOpen={openId === character.id}
                onOpen={(isOpen) => setOpenId(isOpen ? character.id : null)}
                onTap={send}
                name={name}
              />
            ))}
          </ul>
        </div>
      ))}
      <TrackerObjectives teams={teams} fields={fields} folded={folded} onTap={send} />
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">Tracked so far</h3>
        {newestTaps.length === 0 ? (
          <p className="text-sm text-stone-700">Nothing yet.</p>
        ) : (
          <ol aria-label="Tracked so far" className="flex flex-col gap-1">
            {newestTaps.map((entry) => {
              const words = tapWords(entry.payload as Tap, name);
              const pending = isPending(entry);
              return (
                <li key={entry.id} className="flex items-center justify-between gap-2 border-b border-stone-100 py-1">
                  <p className="min-w-0 text-sm break-words">
                    {words} <span className="text-stone-600">· {pending ? "saving…" : entry.actorName}</span>
                  </p>
                  {pending ? null : (
                    <button type="button" className={`${TAP_BUTTON} shrink-0 border-stone-400 bg-white`} aria-label={`Undo: ${words}`} onClick={() => undo(entry)}>
                      Undo
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
