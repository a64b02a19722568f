"use client";
import { useState } from "react";
import { rollShsaAftermathAction } from "@/lib/games/shsa/actions/roll-shsa-aftermath-action";
import { rollShsaComebackAction } from "@/lib/games/shsa/actions/roll-shsa-comeback-action";
import { rollShsaMookReturnsAction } from "@/lib/games/shsa/actions/roll-shsa-mook-returns-action";
import { comebackChance, formatDice, parseDice, postCombatStatusOdds, STATUS_MODIFIERS, type ShsaSettings, type StatusCause, type TaskSettings } from "@/lib/rules/shsa";
import { RollForm } from "@/components/dice/roll-form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";

const CAUSE_LABELS: Record<StatusCause, string> = {
  "killing-attack": "Brought to TO 0 by a Killing Attack",
  "bullet-or-short-range-held-item": "By a Bullet, or a short-range held weapon",
  "failed-breakout": "Defeated by failing a Breakout task",
};

const percent = (p: number) => `${Math.round(p * 1000) / 10}%`;

/** The table's dice or the app's, as the episode's rolls take them. */
const shsaDice = (idSuffix: string, appDiceOnly: boolean, faces: { hint: string; required?: false }) => ({
  idSuffix,
  label: "Dice",
  appLabel: "Roll with the app",
  physicalLabel: "Type real dice",
  appDiceOnly,
  isHiddenWhenAppOnly: true,
  faces: { label: "Faces, in order", ...faces },
});

/**
 * The next roll of a taken-out hero's aftermath: the post-combat status roll (the causes that
 * apply, of which only the worst counts, with the exact odds of each status), or, for a Dying hero,
 * the Medical task against 2D6 that may save them. The app's dice or typed faces.
 */
export function AftermathForm({
  campaignId,
  sessionId,
  stepId,
  hero,
  roll,
  appDiceOnly,
}: {
  campaignId: string;
  sessionId: string;
  stepId: string;
  hero: { teamId: string; name: string };
  roll: "status" | "save";
  appDiceOnly: boolean;
}) {
  const [causes, setCauses] = useState<StatusCause[]>([]);
  const odds = postCombatStatusOdds(causes);
  const suffix = `${stepId}-${hero.teamId}`;
  const label = roll === "status" ? `Roll the status of ${hero.name}` : `Roll the Medical task for ${hero.name}`;
  return (
    <RollForm
      action={rollShsaAftermathAction}
      hidden={{ campaignId, sessionId, stepId, teamId: hero.teamId, roll }}
      className="flex min-w-0 flex-col gap-3"
      aria-label={label}
      dice={shsaDice(suffix, appDiceOnly, { hint: roll === "status" ? "One D10: 7." : "The Medical dice, then the 2D6: 3 5 2 6." })}
      submit={{ label: roll === "status" ? "Roll the status" : "Roll the Medical task", pendingLabel: "Rolling…" }}
    >
      {roll === "status" ? (
        <>
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="font-semibold">What brought the hero down (only the worst counts)</legend>
            {STATUS_MODIFIERS.map((modifier) => (
              <label key={modifier.id} className="flex min-h-11 items-center gap-3 break-words">
                <input
                  type="checkbox"
                  name="causes"
                  value={modifier.id}
                  checked={causes.includes(modifier.id)}
                  onChange={(event) => setCauses((now) => (event.target.checked ? [...now, modifier.id] : now.filter((id) => id !== modifier.id)))}
                  className="size-5 shrink-0"
                />
                {CAUSE_LABELS[modifier.id]} ({modifier.modifier}, {modifier.line})
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-stone-800" data-status-odds>
            D10: Dying {percent(odds.dying)} · Hurt {percent(odds.hurt)} · Shaken {percent(odds.shaken)}
          </p>
        </>
      ) : (
        <TextField name="medical" label="Medical dice of the one saving them" hint="Against 2D6 (L574)." defaultValue="2D8" required maxLength={20} idSuffix={suffix} />
      )}
    </RollForm>
  );
}

/** A combat's mook returns: the mooks out of play, then one D6 per full team of four (4–6 back, L558). */
export function MookReturnsForm({ campaignId, sessionId, stepId, appDiceOnly }: { campaignId: string; sessionId: string; stepId: string; appDiceOnly: boolean }) {
  const suffix = `mooks-${stepId}`;
  return (
    <RollForm
      action={rollShsaMookReturnsAction}
      hidden={{ campaignId, sessionId, stepId }}
      className="flex min-w-0 flex-col gap-3"
      aria-label="Roll the mook returns"
      dice={shsaDice(suffix, appDiceOnly, { hint: "One D6 per full team: 5 2.", required: false })}
      submit={{ label: "Roll the mook returns", pendingLabel: "Rolling…" }}
    >
      <TextField
        name="outOfPlay"
        label="Mooks out of play"
        hint="Each full team of four rolls a D6: 4–6 it comes back (L558); the rest are defeated."
        type="number"
        inputMode="numeric"
        min={0}
        max={400}
        defaultValue="0"
        required
        idSuffix={suffix}
      />
    </RollForm>
  );
}

/** What a Comeback on these inputs throws against and its chance, or why none is rolled (L544–L552, SHSA-R12). */
function comebackOddsLine(wp: string, turn: string, times: string, settings: TaskSettings & Pick<ShsaSettings, "comebackOnTurn12">): string {
  const [t, n] = [Number(turn), Number(times)];
  if (!Number.isInteger(t) || t < 1 || !Number.isInteger(n) || n < 1) return "Give the turn and the times Out of Action to see the odds.";
  try {
    const chance = comebackChance(parseDice(wp), t, n, settings);
    if (chance.kind === "fight-ends") return "The fight ends on turn 13 (L552): no Comeback.";
    if (chance.kind === "no-comeback") return chance.why;
    return `${wp.toUpperCase()} against ${formatDice(chance.resistance)}: ${percent(chance.p)} to come back.`;
  } catch {
    return "Type the WP as dice (2D8) to see the odds.";
  }
}

/**
 * A Comeback challenge during a combat (L544): a hero Out of Action rolls WP against as many dice as
 * its times Out of Action, their size by turn; the odds show before the roll, app or typed dice.
 */
export function ComebackForm({
  campaignId,
  sessionId,
  stepId,
  heroes,
  appDiceOnly,
  settings,
}: {
  campaignId: string;
  sessionId: string;
  stepId: string;
  heroes: readonly { teamId: string; name: string }[];
  appDiceOnly: boolean;
  settings: TaskSettings & Pick<ShsaSettings, "comebackOnTurn12">;
}) {
  const [wp, setWp] = useState("2D8");
  const [turn, setTurn] = useState("1");
  const [times, setTimes] = useState("1");
  const suffix = `comeback-${stepId}`;
  return (
    <RollForm
      action={rollShsaComebackAction}
      hidden={{ campaignId, sessionId, stepId }}
      className="flex min-w-0 flex-col gap-3"
      aria-label="Roll a Comeback"
      dice={shsaDice(suffix, appDiceOnly, { hint: "The WP dice, then the turn's: 6 7 2." })}
      done={(data) => (data.summary ? `${data.summary}: ${data.isBack ? "back in the fight." : "still Out of Action."}` : null)}
      submit={{ label: "Roll the Comeback", pendingLabel: "Rolling…" }}
    >
      <SelectField name="teamId" label="Hero Out of Action" idSuffix={suffix} options={heroes.map((hero) => ({ value: hero.teamId, label: hero.name }))} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="turn"
          label="Turn"
          type="number"
          inputMode="numeric"
          min={1}
          max={13}
          value={turn}
          onChange={(event) => setTurn(event.target.value)}
          required
          idSuffix={suffix}
        />
        <TextField
          name="timesOutOfAction"
          label="Times Out of Action"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={times}
          onChange={(event) => setTimes(event.target.value)}
          required
          idSuffix={suffix}
        />
      </div>
      <TextField name="wp" label="WP dice" value={wp} onChange={(event) => setWp(event.target.value)} required maxLength={20} idSuffix={suffix} />
      <p className="text-sm break-words text-stone-800" data-comeback-odds>
        {comebackOddsLine(wp, turn, times, settings)}
      </p>
    </RollForm>
  );
}
