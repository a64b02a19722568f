"use client";
import { useState } from "react";
import { RollOddsTable } from "@/components/battles/roll-odds";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { KnockedOutCharacter, SmfCharacter } from "@/lib/rules/smf";
import { MAX_FURTHER_HARM } from "@/lib/games/smf/schemas/battles";
import { koInjuryOdds, type KoFieldValues } from "./ko-injury-odds";
import type { ReportCharacter, ReportFieldSet, ReportTeam } from "./report-model";

const KO_OPTIONS = [
  { value: "", label: "Not KO'ed" },
  { value: "body", label: "KO'ed on Body" },
  { value: "psyche", label: "KO'ed on Psyche" },
  { value: "both", label: "KO'ed on Body and Psyche" },
];
const HERO_OPTIONS = [
  { value: "", label: "As the injuring team's side says" },
  { value: "yes", label: "Yes, a heroic character" },
  { value: "no", label: "No" },
];
const NUMBER = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;

export interface CharacterFieldsProps {
  character: ReportCharacter;
  /** The character as the battle began, for its injury odds; absent, the report shows none. */
  rules?: SmfCharacter;
  team: ReportTeam;
  foes: ReportTeam[];
  foeVampires: ReportCharacter[];
  fields: ReportFieldSet;
  ko?: KnockedOutCharacter;
  /** The goals of its best communion the tracker recorded. */
  communion?: number;
}

/**
 * One fielded character of the report: its KO, further harm and who did it, and, once KO'ed,
 * the odds of its injury roll from these very fields, so the table sees them before the app rolls.
 */
export function CharacterFields({ character, rules, team, foes, foeVampires, fields, ko, communion }: CharacterFieldsProps) {
  const id = character.id;
  const isMultiTeam = foes.length > 1;
  const hasWho = Boolean(ko?.vampireId || (isMultiTeam && ko?.injuredByTeamId));
  const [values, setValues] = useState<KoFieldValues>({
    track: ko?.track ?? "",
    furtherHarm: String(ko?.furtherHarm ?? 0),
    vampireId: ko?.vampireId ?? "",
    hero: ko?.isPutDownByHero === undefined ? "" : ko.isPutDownByHero ? "yes" : "no",
    injuredByTeamId: ko?.injuredByTeamId ?? "",
  });
  const set = (patch: Partial<KoFieldValues>) => setValues((current) => ({ ...current, ...patch }));
  const odds = rules ? koInjuryOdds(rules, values, foes) : { kind: "none" as const };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-stone-200 p-3">
      <legend className="px-1 font-semibold">{character.name}</legend>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          name={`ko:${id}`}
          label="At the end"
          options={KO_OPTIONS}
          value={values.track}
          onChange={(e) => set({ track: e.currentTarget.value as KoFieldValues["track"] })}
        />
        <TextField
          name={`harm:${id}`}
          label="Further harm"
          {...NUMBER}
          max={MAX_FURTHER_HARM}
          value={values.furtherHarm}
          onChange={(e) => set({ furtherHarm: e.currentTarget.value })}
        />
      </div>
      {odds.kind === "odds" ? (
        <section aria-label={`Injury odds for ${character.name}`} className="rounded-md bg-stone-50 p-2">
          <RollOddsTable odds={{ ...odds.odds, caption: `Injury roll odds for ${character.name}` }} id={`injury-odds-${id}`} />
        </section>
      ) : odds.kind === "exempt" ? (
        <p className="text-sm text-stone-700">{odds.reason}</p>
      ) : null}
      <details className="text-sm" open={hasWho}>
        <summary className="cursor-pointer py-1 font-semibold text-brand-700">If KO&apos;ed: who did it</summary>
        <div className="flex flex-col gap-3 pt-2">
          {isMultiTeam ? (
            <SelectField
              name={`injuredBy:${id}`}
              label="Injured by"
              options={[{ value: "", label: "Choose the team…" }, ...foes.map((f) => ({ value: f.teamId, label: f.name }))]}
              value={values.injuredByTeamId}
              onChange={(e) => set({ injuredByTeamId: e.currentTarget.value })}
              hint="With three or more teams, say which team KO'ed it (Ruling R10)."
            />
          ) : null}
          {foeVampires.length > 0 ? (
            <SelectField
              name={`vampire:${id}`}
              label="KO'ed in melee by a Vampire"
              options={[{ value: "", label: "No" }, ...foeVampires.map((v) => ({ value: v.id, label: v.name }))]}
              value={values.vampireId}
              onChange={(e) => set({ vampireId: e.currentTarget.value })}
            />
          ) : null}
          <SelectField
            name={`hero:${id}`}
            label="Put down by a heroic character"
            options={HERO_OPTIONS}
            value={values.hero}
            onChange={(e) => set({ hero: e.currentTarget.value as KoFieldValues["hero"] })}
            hint={`A hero's victim may be captured instead of killed. Unless you say otherwise, that follows the ${isMultiTeam ? "injuring team" : (foes[0]?.name ?? "other team")}'s side.`}
          />
        </div>
      </details>
      {fields.communion ? (
        <TextField
          name={`communion:${id}`}
          label="Space God: goals of its best communion check"
          {...NUMBER}
          defaultValue={communion === undefined ? "" : String(communion)}
          hint={`Leave empty if ${character.name} did not try.`}
        />
      ) : null}
      <input type="hidden" name={`fielded:${team.teamId}`} value={id} />
    </fieldset>
  );
}
