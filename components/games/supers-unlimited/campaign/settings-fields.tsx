import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import {
  ALIGNMENT_TEAM_RESTS,
  GAME_SIZES,
  GIMMICK_CHOICE_RULES,
  LEVEL_BLOCK_BASES,
  LEVEL_BLOCK_ROUNDINGS,
  MAX_AGREED_LEVELS,
  MIN_AGREED_LEVELS,
} from "@/lib/rules/supers-unlimited";
import type { SettingsFieldsProps } from "../../settings-fields";

const GAME_SIZE_OPTIONS = GAME_SIZES.map((size) => ({ value: size.id, label: size.levels === null ? size.name : `${size.name} (${size.levels} Levels)` }));
const ROUNDING_LABELS: Record<(typeof LEVEL_BLOCK_ROUNDINGS)[number], string> = { started: "A started block counts", full: "Only full blocks count" };
const BASIS_LABELS: Record<(typeof LEVEL_BLOCK_BASES)[number], string> = { "game-size": "Counted in the game's Levels", "team-levels": "Counted in the team's own Levels" };
const REST_LABELS: Record<(typeof ALIGNMENT_TEAM_RESTS)[number], string> = { "anti-heroes-only": "Only Anti-Heroes", anyone: "Anyone (the book's letter)" };
const GIMMICK_LABELS: Record<(typeof GIMMICK_CHOICE_RULES)[number], string> = { "class-or-any": "Its own Class's or an Any Gimmick", "any-gimmick": "Any Gimmick" };
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/**
 * A Supers Unlimited league's options on the campaign form: the game size every line-up is built
 * to, the book's optional rules, and the readings of its unclear rules (RULINGS.md). The team
 * building ones are locked by the first battle (GameSystem.settings.lockedByPlay).
 */
export function SuSettingsFields({ value, isChecked, errors, isLocked }: SettingsFieldsProps) {
  return (
    <>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4" disabled={isLocked} aria-describedby={isLocked ? "league-locked" : undefined}>
        <legend className="px-1 font-bold">Game size</legend>
        {isLocked ? (
          <p id="league-locked" className="text-sm text-stone-700">
            Teams were built to these: the league&apos;s first battle locked them.
          </p>
        ) : null}
        <SelectField
          name="gameSize"
          label="Game size"
          options={GAME_SIZE_OPTIONS}
          defaultValue={value("gameSize")}
          errors={errors.gameSize}
          hint="The Levels each team brings to a battle."
        />
        <TextField
          name="agreedLevels"
          label="Agreed Levels"
          type="number"
          inputMode="numeric"
          min={MIN_AGREED_LEVELS}
          max={MAX_AGREED_LEVELS}
          defaultValue={value("agreedLevels")}
          errors={errors.agreedLevels}
          hint="For an agreed game size, or a Secret Crisis Event above 50 Levels; leave empty otherwise."
        />
        <SelectField
          name="levelBlockRounding"
          label="Guest Stars and Henchmen per 25 Levels"
          options={optionsOf(LEVEL_BLOCK_ROUNDINGS, ROUNDING_LABELS)}
          defaultValue={value("levelBlockRounding")}
          errors={errors.levelBlockRounding}
          hint="Ruling SU-R32: how a part of 25 Levels counts."
        />
        <SelectField
          name="levelBlockBasis"
          label="Blocks of 25 Levels counted in"
          options={optionsOf(LEVEL_BLOCK_BASES, BASIS_LABELS)}
          defaultValue={value("levelBlockBasis")}
          errors={errors.levelBlockBasis}
        />
        <SelectField
          name="alignmentTeamRest"
          label="The rest of an Alignment Team"
          options={optionsOf(ALIGNMENT_TEAM_RESTS, REST_LABELS)}
          defaultValue={value("alignmentTeamRest")}
          errors={errors.alignmentTeamRest}
          hint="Ruling SU-R33."
        />
        <CheckboxField name="telekinesisThrows" label="Telekinesis gives a Throw" hint="Ruling SU-R22: rolled with Aim." defaultChecked={isChecked("telekinesisThrows")} />
        <SelectField
          name="gimmickChoice"
          label="Each Class picks"
          options={optionsOf(GIMMICK_CHOICE_RULES, GIMMICK_LABELS)}
          defaultValue={value("gimmickChoice")}
          errors={errors.gimmickChoice}
          hint="Ruling SU-R36, when Gimmicks are played."
        />
      </fieldset>
      {isLocked ? (
        // A disabled fieldset submits nothing: send the stored choices.
        <>
          {["gameSize", "agreedLevels", "levelBlockRounding", "levelBlockBasis", "alignmentTeamRest", "gimmickChoice"].map((field) => (
            <input key={field} type="hidden" name={field} value={value(field)} />
          ))}
          {isChecked("telekinesisThrows") ? <input type="hidden" name="telekinesisThrows" value="on" /> : null}
        </>
      ) : null}
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 font-bold">Optional rules</legend>
        <CheckboxField name="useSubplots" label="Subplots" hint="Each player rolls a Subplot for extra VP." defaultChecked={isChecked("useSubplots")} />
        <CheckboxField name="useGimmicks" label="Gimmicks" hint="Played only if every player agrees." defaultChecked={isChecked("useGimmicks")} />
        <CheckboxField name="usePlasmaX" label="Plasma X" defaultChecked={isChecked("usePlasmaX")} />
        <CheckboxField name="useTerrainRoll" label="Terrain Roll decides the deployment" defaultChecked={isChecked("useTerrainRoll")} />
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-300 p-4">
        <legend className="px-1 font-bold">Dice and scoring</legend>
        <CheckboxField name="powExplodes" label="A POW throws an extra die" hint="Ruling SU-R2." defaultChecked={isChecked("powExplodes")} />
        <CheckboxField name="extraDiceExplode" label="Extra dice can POW again" hint="Ruling SU-R3." defaultChecked={isChecked("extraDiceExplode")} />
        <TextField
          name="battleOfWitsTn"
          label="Battle of Wits TN"
          type="number"
          inputMode="numeric"
          min={2}
          max={10}
          defaultValue={value("battleOfWitsTn")}
          errors={errors.battleOfWitsTn}
          hint="Ruling SU-R14: the book gives none."
        />
        <CheckboxField name="scoreTiesAtZero" label="A scenario nobody scores gives each side 1 VP" hint="Ruling SU-R17." defaultChecked={isChecked("scoreTiesAtZero")} />
        <CheckboxField
          name="levelsTiebreak"
          label="Levels Incapacitated break a tie in the table"
          hint="Ruling SU-R40: after VP and wins, the Levels of enemy models a team Incapacitated."
          defaultChecked={isChecked("levelsTiebreak")}
        />
      </fieldset>
    </>
  );
}
