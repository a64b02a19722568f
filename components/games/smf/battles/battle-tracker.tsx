"use client";
import { useRouter } from "next/navigation";
import { startTransition, useMemo, useOptimistic, useState } from "react";
import { strikeTrackedAction } from "@/lib/games/smf/actions/battles/strike-tracked-action";
import { trackBattleAction } from "@/lib/games/smf/actions/battles/track-battle-action";
import { foldTrackedEntries, type ReportFieldSet, type TrackedEntry, type TrackPayload } from "@/lib/rules/smf";
import type { ReportTeam } from "./report-model";
import { TAP_BUTTON, TrackerCharacter } from "./tracker-character";
import { TrackerObjectives } from "./tracker-objectives";
import { knockOutWords, namesOf, newRequestKey, tapForm, tapWords, type Tap } from "./tracker-words";

const PENDING = "pending:";

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
  const [shown, addShown] = useOptimistic(entries, (current: TrackedEntry[], entry: TrackedEntry) => [...current, entry]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; isError: boolean } | null>(null);
  const router = useRouter();
  const lineUps = useMemo(() => teams.map((t) => ({ teamId: t.teamId, fieldedIds: t.fielded.map((c) => c.id), vampireIds: t.vampires.map((c) => c.id) })), [teams]);
  const folded = foldTrackedEntries(shown, lineUps);
  const name = namesOf(teams);

  /** Shows the tap at once, sends it, then says what was tracked (or why not) in the live region. */
  function send(tap: Tap, announcement = announce(tap)) {
    const requestKey = newRequestKey();
    const entry: TrackedEntry = { id: `${PENDING}${requestKey}`, payload: { v: 1, ...tap } as TrackPayload, actorName: "you" };
    startTransition(async () => {
      addShown(entry);
      const form = tapForm(battleId, requestKey, tap);
      let result: Awaited<ReturnType<typeof trackBattleAction>>;
      try {
        result = tap.kind === "strike" ? await strikeTrackedAction(null, form) : await trackBattleAction(null, form);
      } catch {
        // No answer (the phone lost the network): the tap shows as not saved rather than breaking the page.
        setSaid({ text: `Not saved (no answer from the server): ${tapWords(tap, name)}. Tap it again.`, isError: true });
        return;
      }
      setSaid(result?.ok ? { text: announcement, isError: false } : { text: result?.message ?? "That tap was not saved.", isError: true });
      // A refusal changed nothing here, but the battle may have moved on (reported from another phone): show where it stands.
      if (!result?.ok) router.refresh();
    });
  }

  /** "Tracked: Grey Rhino KO'd (Body)": a KO is told as it now stands, refinements included. */
  function announce(tap: Tap): string {
    if (tap.kind !== "ko") return `Tracked: ${tapWords(tap, name)}`;
    const ko = foldTrackedEntries([...shown, { id: PENDING, payload: { v: 1, ...tap }, actorName: "you" }], lineUps).knockedOut[tap.characterId];
    return ko ? `Tracked: ${name(tap.characterId)} ${knockOutWords(ko, name)}` : `Tracked: ${tapWords(tap, name)}`;
  }

  const undo = (entry: TrackedEntry) => send({ kind: "strike", entryId: entry.id }, `Undone: ${tapWords(entry.payload as Tap, name)}`);
  const newestFirst = [...folded.live].reverse();

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
        {newestFirst.length === 0 ? (
          <p className="text-sm text-stone-700">Nothing yet.</p>
        ) : (
          <ol aria-label="Tracked so far" className="flex flex-col gap-1">
            {newestFirst.map((entry) => {
              const words = tapWords(entry.payload as Tap, name);
              const isPending = entry.id.startsWith(PENDING);
              return (
                <li key={entry.id} className="flex items-center justify-between gap-2 border-b border-stone-100 py-1">
                  <p className="min-w-0 text-sm break-words">
                    {words} <span className="text-stone-600">· {isPending ? "saving…" : entry.actorName}</span>
                  </p>
                  {isPending ? null : (
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
