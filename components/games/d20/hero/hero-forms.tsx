"use client";
import { useState } from "react";
import { damageOdds, fallingDamageRank, HERO_POINT_AWARDS, HERO_POINT_SPENDS, type D20Settings, type DamageTrack } from "@/lib/rules/d20";
import { awardD20HeroPointAction } from "@/lib/games/d20/actions/award-d20-hero-point-action";
import { checkD20HazardAction } from "@/lib/games/d20/actions/check-d20-hazard-action";
import { fallD20HeroAction } from "@/lib/games/d20/actions/fall-d20-hero-action";
import { recordD20InjuryAction } from "@/lib/games/d20/actions/record-d20-injury-action";
import { restD20HeroAction } from "@/lib/games/d20/actions/rest-d20-hero-action";
import { setD20RanksAction } from "@/lib/games/d20/actions/set-d20-ranks-action";
import { spendD20HeroPointAction } from "@/lib/games/d20/actions/spend-d20-hero-point-action";
import { startD20HazardAction } from "@/lib/games/d20/actions/start-d20-hazard-action";
import { stopD20HazardAction } from "@/lib/games/d20/actions/stop-d20-hazard-action";
import { HERO_POINT_REASON_LABELS } from "@/lib/games/d20/game-words";
import { D20_RANKS, D20_RANK_LABELS, type D20Ranks } from "@/lib/games/d20/hero-sheet";
import { RollForm } from "@/components/dice/roll-form";
import { useKeyedAction } from "@/components/dice/use-keyed-action";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";

/** A hero form named by its heading: the heading drawn first, and the form labelled by it. */
const titled = (id: string, title: string) => ({
  "aria-labelledby": id,
  heading: (
    <h3 id={id} className="font-bold">
      {title}
    </h3>
  ),
});

/** A hero point awarded for a setback, with its reason and a note. */
export function AwardHeroPointForm({ teamId }: { teamId: string }) {
  return (
    <RollForm
      action={awardD20HeroPointAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("award-heading", "Award a hero point")}
      done={() => "The point is awarded."}
      submit={{ label: "Award the point", pendingLabel: "Awarding…" }}
    >
      <SelectField name="reason" idSuffix="award" label="For" options={HERO_POINT_AWARDS.map((reason) => ({ value: reason, label: HERO_POINT_REASON_LABELS[reason] }))} />
      <TextField name="note" idSuffix="award" label="Note (optional)" maxLength={200} />
    </RollForm>
  );
}

/** One hero point spent; refused when the hero has none. */
export function SpendHeroPointForm({ teamId }: { teamId: string }) {
  return (
    <RollForm
      action={spendD20HeroPointAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("spend-heading", "Spend a hero point")}
      done={() => "The point is spent."}
      submit={{ label: "Spend the point", pendingLabel: "Spending…", look: "secondary" }}
    >
      <SelectField name="reason" idSuffix="spend" label="On" options={HERO_POINT_SPENDS.map((reason) => ({ value: reason, label: HERO_POINT_REASON_LABELS[reason] }))} />
      <TextField name="note" idSuffix="spend" label="Note (optional)" maxLength={200} />
    </RollForm>
  );
}

/** The ranks the rules read. */
export function RanksForm({ teamId, ranks }: { teamId: string; ranks: D20Ranks }) {
  return (
    <RollForm
      action={setD20RanksAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("ranks-heading", "Set the ranks")}
      done={() => "The ranks are saved."}
      submit={{ label: "Save the ranks", pendingLabel: "Saving…", look: "secondary" }}
    >
      <div className="grid grid-cols-2 gap-2">
        {D20_RANKS.map((rank) => (
          <TextField
            key={rank}
            name={rank}
            idSuffix="ranks"
            label={D20_RANK_LABELS[rank]}
            type="number"
            inputMode="numeric"
            min={-5}
            max={40}
            defaultValue={String(ranks[rank])}
            required
          />
        ))}
      </div>
    </RollForm>
  );
}

/** A lasting injury, recorded as a complication. */
export function InjuryForm({ teamId }: { teamId: string }) {
  return (
    <RollForm
      action={recordD20InjuryAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("injury-heading", "Record a lasting injury")}
      done={() => "The injury is recorded."}
      submit={{ label: "Record the injury", pendingLabel: "Recording…", look: "secondary" }}
    >
      <TextField name="text" idSuffix="injury" label="The injury" maxLength={200} required />
    </RollForm>
  );
}

/** Minutes of rest: one damage condition a minute, worst first. */
export function RestForm({ teamId, minutes }: { teamId: string; minutes: number }) {
  return (
    <RollForm
      action={restD20HeroAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("rest-heading", "Rest")}
      done={() => "The hero rested."}
      submit={{ label: "Rest", pendingLabel: "Resting…", look: "secondary" }}
    >
      <TextField name="minutes" idSuffix="rest" label="Minutes of rest" type="number" inputMode="numeric" min={1} max={1440} defaultValue={String(Math.max(1, minutes))} required />
    </RollForm>
  );
}

const HAZARDS = [
  { value: "heat-cold", label: "Heat or cold" },
  { value: "thirst", label: "Thirst" },
  { value: "hunger", label: "Hunger" },
  { value: "suffocation", label: "Suffocation" },
  { value: "vacuum-bends", label: "Vacuum: the bends" },
  { value: "vacuum-breath", label: "Vacuum: holding breath" },
  { value: "disease", label: "Disease" },
  { value: "radiation", label: "Radiation" },
];

/** A hazard timer started on the hero. */
export function HazardForm({ teamId }: { teamId: string }) {
  return (
    <RollForm
      action={startD20HazardAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("hazard-heading", "Start a hazard")}
      done={() => "The hazard is running."}
      submit={{ label: "Start the hazard", pendingLabel: "Starting…", look: "secondary" }}
    >
      <SelectField name="kind" idSuffix="hazard" label="Hazard" options={HAZARDS} />
      <TextField name="label" idSuffix="hazard" label="What it is" maxLength={80} required />
      <SelectField
        name="severity"
        idSuffix="hazard"
        label="Severity (heat or cold)"
        options={[
          { value: "", label: "Not heat or cold" },
          { value: "uncomfortable", label: "Uncomfortable" },
          { value: "intense", label: "Intense" },
          { value: "extreme", label: "Extreme" },
        ]}
      />
      <TextField name="rank" idSuffix="hazard" label="Rank (disease or radiation)" type="number" inputMode="numeric" min={0} max={40} />
    </RollForm>
  );
}

export function StopHazardButton({ teamId, hazardId, label }: { teamId: string; hazardId: string; label: string }) {
  const { requestKey, state, formAction } = useKeyedAction(stopD20HazardAction);
  return (
    <form action={formAction} className="flex flex-col gap-1">
      <input type="hidden" name="teamId" value={teamId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <input type="hidden" name="hazardId" value={hazardId} />
      <SubmitButton pendingLabel="Stopping…" look="secondary">
        {`Stop ${label}`}
      </SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </form>
  );
}

/** A d20 rolled by the app or typed in, as the hero page's rolls take it. */
const d20Dice = (idSuffix: string, appDiceOnly: boolean) => ({
  idSuffix,
  label: "Die",
  appLabel: "The app's d20",
  physicalLabel: "A d20 I rolled",
  appDiceOnly,
  faces: { label: "The d20 shows", type: "number", inputMode: "numeric", min: 1, max: 20 } as const,
});

/** A hazard's next Fortitude check (its exact odds are drawn above it): the app's d20 or a typed one; the escalation is applied with it. */
export function HazardCheckForm({ teamId, hazardId, label, appDiceOnly }: { teamId: string; hazardId: string; label: string; appDiceOnly: boolean }) {
  return (
    <RollForm
      action={checkD20HazardAction}
      hidden={{ teamId, hazardId }}
      className="flex flex-col gap-2"
      aria-label={`Check against ${label}`}
      dice={d20Dice(`hazard-${hazardId}`, appDiceOnly)}
      done={(data) => data?.summary}
      submit={{ label: "Roll the check", pendingLabel: "Rolling…", look: "secondary" }}
    />
  );
}

/** A fall: its damage rank from the distance rank, the exact odds of each rung against the hero's Toughness first, then the app's d20 or a typed one. */
export function FallForm({ teamId, toughness, damage, rules, appDiceOnly }: { teamId: string; toughness: number; damage: DamageTrack; rules: D20Settings; appDiceOnly: boolean }) {
  const [distance, setDistance] = useState("");
  const distanceRank = Number(distance);
  const known = distance !== "" && Number.isInteger(distanceRank) && distanceRank >= -5 && distanceRank <= 30;
  const damageRank = known ? fallingDamageRank(distanceRank) : null;
  const odds = damageRank === null ? null : damageOdds({ toughness, damageRank, track: damage }, rules);
  return (
    <RollForm
      action={fallD20HeroAction}
      hidden={{ teamId }}
      className="flex flex-col gap-2"
      {...titled("fall-heading", "A fall")}
      dice={d20Dice("fall", appDiceOnly)}
      done={() => "The fall is resolved."}
      submit={{ label: "Roll the fall", pendingLabel: "Rolling…", look: "secondary" }}
    >
      <TextField
        name="distanceRank"
        idSuffix="fall"
        label="Distance rank fallen"
        type="number"
        inputMode="numeric"
        min={-5}
        max={30}
        value={distance}
        onChange={(event) => setDistance(event.target.value)}
        required
      />
      {odds && damageRank !== null ? (
        <ul className="text-sm text-stone-800" aria-label={`Odds against a fall of damage rank ${damageRank}`} data-odds>
          <li>
            Damage rank {damageRank}: Toughness against DC {damageRank + 15}.
          </li>
          {odds.map((outcome) => (
            <li key={JSON.stringify(outcome.track)}>
              {Math.round(outcome.probability * 100)}% ({outcome.ways}/20): {outcome.effects.length ? outcome.effects.join(", ") : "no effect"}
            </li>
          ))}
        </ul>
      ) : null}
    </RollForm>
  );
}
