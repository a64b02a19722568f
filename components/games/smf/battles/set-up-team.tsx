"use client";
import {
  fieldedCount,
  formatLineUpWeight,
  MAX_FIELDED,
  MAX_LINE_UP_WEIGHT,
  ruleReferenceText,
  totalLineUpWeight,
  validateLineUp,
  whyNotFielded,
  type Problem,
  type SmfCharacter,
} from "@/lib/rules/smf";
import { RuleRef } from "@/components/ui/rule-ref";
import type { SetUpTeam } from "@/lib/games/smf/views/set-up";

/**
 * The rules' problems with a line-up, worded as the server words its refusal (create-battle.ts),
 * so what the page shows before submitting is what a submit would answer; the rule each cites
 * comes apart from the words.
 */
export function lineUpProblems(teamName: string, fielded: readonly SmfCharacter[]): Array<Pick<Problem, "message" | "rule">> {
  const check = validateLineUp(fielded);
  return check.ok ? [] : check.problems.map((p) => ({ message: `${teamName}: ${p.message}`, ...(p.rule ? { rule: p.rule } : {}) }));
}

interface SetUpTeamProps {
  team: SetUpTeam;
  fieldedIds: ReadonlySet<string>;
  /** A team plays when anyone of it is ticked; ticking "plays" fields the default line-up, unticking clears it. */
  onPlaysChange: (isPlaying: boolean) => void;
  onFieldedChange: (characterId: string, isFielded: boolean) => void;
}

/** One team of the set-up: whether it plays, its line-up, and the line-up's weight counted as it is ticked (Ruling R4). */
export function SetUpTeamLineUp({ team, fieldedIds, onPlaysChange, onFieldedChange }: SetUpTeamProps) {
  const fielded = team.characters.filter((c) => fieldedIds.has(c.id)).map((c) => c.character);
  const isPlaying = fielded.length > 0;
  const problems = isPlaying ? lineUpProblems(team.name, fielded) : [];
  const weightId = `weight-${team.teamId}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4" aria-describedby={weightId}>
      <legend className="px-1 text-lg font-bold">{team.name}</legend>
      <p className="text-sm text-stone-700">
        Led by {team.ownerName}
        {team.isMine ? " (you)" : ""}
        {team.openIssue !== undefined ? ` · playing issue #${team.openIssue}, which is not resolved yet` : ""}
      </p>
      {team.guestStarsPending > 0 ? (
        <p data-guest-star={team.teamId} className="rounded-md border-l-4 border-brand-600 bg-brand-50/40 px-3 py-1 text-sm font-semibold">
          {team.guestStarsPending === 1 ? "Guest star booked" : `${team.guestStarsPending} guest stars booked`}: joins this battle (arrives round 2).
        </p>
      ) : null}
      {team.characters.length === 0 ? (
        <p className="text-sm text-stone-700">No characters on the roster yet.</p>
      ) : (
        <>
          {/* Not posted: the server reads who plays from the ticked characters alone. */}
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input type="checkbox" checked={isPlaying} onChange={(e) => onPlaysChange(e.currentTarget.checked)} className="size-5 accent-brand-700" />
            Plays in this battle
          </label>
          <div id={weightId} aria-live="polite" className="flex flex-col gap-1 text-sm">
            <p className={problems.length ? "font-semibold text-red-900" : "text-stone-700"}>
              {isPlaying
                ? `Line-up weight ${formatLineUpWeight(totalLineUpWeight(fielded))} of ${MAX_LINE_UP_WEIGHT} · ${fieldedCount(fielded)} of ${MAX_FIELDED} characters`
                : "Not playing: tick a character to field it."}
            </p>
            {problems.length ? (
              <ul aria-label={`${team.name}: line-up problems`} className="flex flex-col gap-1 text-red-900">
                {problems.map(({ message, rule }) => (
                  <li key={message}>
                    {message}
                    {rule ? <RuleRef reference={ruleReferenceText(rule)} /> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold">Line-up</legend>
            {team.characters.map((c) => {
              const isTicked = fieldedIds.has(c.id);
              // Who the line-up leaves out and why (L238, Ruling R4), beside each: the default's choices, then the ticks'.
              const whyOut = isPlaying && !isTicked && !c.unavailable ? whyNotFielded(fielded, c.character) : undefined;
              const describedBy = c.unavailable || c.notes.length || whyOut ? `lineup-${c.id}-notes` : undefined;
              return (
                <div key={c.id} className="flex flex-col border-t border-stone-100 py-1">
                  <label className={`flex min-h-11 items-center gap-3 ${c.unavailable ? "text-stone-500" : ""}`}>
                    <input
                      type="checkbox"
                      name={`fielded:${team.teamId}`}
                      value={c.id}
                      checked={isTicked}
                      onChange={(e) => onFieldedChange(c.id, e.currentTarget.checked)}
                      disabled={Boolean(c.unavailable)}
                      aria-describedby={describedBy}
                      className="size-5 accent-brand-700"
                    />
                    <span>
                      <span className="font-semibold">{c.name}</span> <span className="text-sm">· {c.archetype}</span>
                    </span>
                  </label>
                  {describedBy ? (
                    <div id={describedBy} className="pl-8 text-sm" data-left-out={whyOut ? c.id : undefined}>
                      {c.unavailable ? <span className="font-semibold text-red-800">{c.unavailable}. </span> : null}
                      {whyOut ? (
                        <span className="font-semibold text-amber-900">
                          {whyOut.message}
                          <RuleRef reference={ruleReferenceText(whyOut.rule)} />{" "}
                        </span>
                      ) : null}
                      {c.notes.length ? <span className="text-amber-900">{c.notes.join(" · ")}</span> : null}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
