"use client";
import { KO_TRACKS, type TrackedKnockOut } from "@/lib/rules/smf";
import type { ReportCharacter, ReportTeam } from "./report-model";
import { knockOutWords, TRACK_WORDS, type Names, type Tap } from "./tracker-words";

export const TAP_BUTTON = "min-h-11 rounded-md border px-3 py-2 text-sm font-semibold disabled:opacity-60";
const CHOICE = `${TAP_BUTTON} border-stone-400 bg-white text-stone-900 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`;
const HARM = [0, 1, 2] as const;

function Choices({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <p className="text-sm font-semibold" aria-hidden="true">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

interface TrackerCharacterProps {
  character: ReportCharacter;
  foes: readonly ReportTeam[];
  ko: TrackedKnockOut | undefined;
  isOpen: boolean;
  onOpen: (isOpen: boolean) => void;
  onTap: (tap: Tap) => void;
  name: Names;
}

/**
 * One fielded character: "KO'd" is the one tap (Body, by no one named, no further harm); it opens
 * the refinements, each of them one more tap, which the report needs only when they differ.
 */
export function TrackerCharacter({ character, foes, ko, isOpen, onOpen, onTap, name }: TrackerCharacterProps) {
  const id = character.id;
  const chooserId = `tracker-ko-${id}`;
  const foeCharacters = foes.flatMap((f) => f.fielded);
  const foeVampires = foes.flatMap((f) => f.vampires);
  const refine = (fields: Omit<Extract<Tap, { kind: "ko" }>, "kind" | "characterId">) => onTap({ kind: "ko", characterId: id, ...fields });

  return (
    <li className="flex flex-col gap-2 rounded-md border border-stone-200 p-2">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{character.name}</p>
          <p className="text-sm text-stone-700">{ko ? knockOutWords(ko, name) : "Fighting"}</p>
        </div>
        {ko ? (
          <button
            type="button"
            className={`${TAP_BUTTON} shrink-0 border-stone-400 bg-white`}
            aria-expanded={isOpen}
            aria-controls={chooserId}
            aria-label={`${isOpen ? "Done" : "Details"} for ${character.name}`}
            onClick={() => onOpen(!isOpen)}
          >
            {isOpen ? "Done" : "Details"}
          </button>
        ) : (
          <button
            type="button"
            className={`${TAP_BUTTON} shrink-0 border-red-800 bg-red-700 text-white`}
            aria-label={`KO'd: ${character.name}`}
            onClick={() => {
              onTap({ kind: "ko", characterId: id });
              onOpen(true);
            }}
          >
            KO&apos;d
          </button>
        )}
      </div>
      {ko && isOpen ? (
        <div id={chooserId} className="flex flex-col gap-3 border-t border-stone-200 pt-2">
          <Choices label={`Track ${character.name} was KO'd on`}>
            {KO_TRACKS.map((track) => (
              <button key={track} type="button" className={CHOICE} aria-pressed={ko.track === track} onClick={() => refine({ track })}>
                {TRACK_WORDS[track]}
              </button>
            ))}
          </Choices>
          <Choices label={`Who KO'd ${character.name}`}>
            {foeCharacters.map((foe) => (
              <button key={foe.id} type="button" className={CHOICE} aria-pressed={ko.byCharacterId === foe.id} onClick={() => refine({ byCharacterId: foe.id })}>
                {foe.name}
              </button>
            ))}
            <button type="button" className={CHOICE} aria-pressed={!ko.byCharacterId} onClick={() => refine({ byCharacterId: null })}>
              Other
            </button>
          </Choices>
          <Choices label={`Further harm to ${character.name} while down`}>
            {HARM.map((harm) => (
              <button key={harm} type="button" className={CHOICE} aria-pressed={ko.furtherHarm === harm} onClick={() => refine({ furtherHarm: harm })}>
                {harm}
              </button>
            ))}
          </Choices>
          {foeVampires.length > 0 ? (
            <Choices label={`KO'd in melee by a Vampire (drain)`}>
              {foeVampires.map((vampire) => (
                <button
                  key={vampire.id}
                  type="button"
                  className={CHOICE}
                  aria-pressed={ko.isVampireMelee && ko.byCharacterId === vampire.id}
                  onClick={() => refine({ byCharacterId: vampire.id, isVampireMelee: true })}
                >
                  {vampire.name}
                </button>
              ))}
              <button type="button" className={CHOICE} aria-pressed={!ko.isVampireMelee} onClick={() => refine({ isVampireMelee: false })}>
                No
              </button>
            </Choices>
          ) : null}
          <button
            type="button"
            className={`${TAP_BUTTON} self-start border-emerald-700 bg-white text-emerald-900`}
            onClick={() => {
              onTap({ kind: "recovered", characterId: id });
              onOpen(false);
            }}
          >
            Back up (healed)
          </button>
        </div>
      ) : null}
    </li>
  );
}
