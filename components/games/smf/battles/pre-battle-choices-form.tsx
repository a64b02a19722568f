import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { StepButtons } from "@/components/battles/step-buttons";
import { lockPreBattleChoicesAction } from "@/lib/games/smf/actions/battles/lock-pre-battle-choices-action";
import { CHASE_SIXES_SUMMARY, CHECK_CATEGORIES, CURSE_LIFT_SP_COST, SUBPLOT_CHOICE_SUMMARY, categoryName, subplotOptionSummary } from "@/lib/rules/smf";
import { MAX_SUBPLOT_PREFERENCES } from "@/lib/games/smf/schemas/battles";
import { BattleForm } from "@/components/battles/battle-form";
import { GuestStarDiceField, MagicCurseLiftFields, SidekickFields } from "./pre-battle-extra-fields";
import type { PreBattleTeam } from "@/lib/games/smf/views/pre-battle-options";

const SUBPLOT_OPTIONS = [{ value: "", label: "No preference" }, ...CHECK_CATEGORIES.map((c) => ({ value: c, label: `${categoryName(c)} (${subplotOptionSummary(c)})` }))];
/** The choice's line from the rules library, plus what this form does with no choice. */
const SUBPLOT_HINT = `${SUBPLOT_CHOICE_SUMMARY} With no choice, the app picks the driver's best.`;
const ORDINALS = ["First choice", "Second choice", "Third choice"];

/**
 * What each team decides before the pre-battle dice: the subplots it would like to drive (the
 * first one in play is driven), whether the app chases sixes on its checks (Ruling R22), curses
 * lifted with story points or by magic, which sidekick comes, and Team-Up's guest-star dice.
 * Locking takes the battle's snapshot; the dice follow. Where each team's owner chooses for it,
 * the page passes only the member's own teams and `submitLabel` says their choices are saved to wait for the others'.
 */
export function PreBattleChoicesForm({ battleId, teams, submitLabel }: { battleId: string; teams: readonly PreBattleTeam[]; submitLabel?: string | undefined }) {
  return (
    <BattleForm action={lockPreBattleChoicesAction} hidden={{ battleId }} teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}>
      {teams.map((team) => (
        <fieldset key={team.teamId} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
          <legend className="px-1 text-lg font-bold">{team.name}</legend>
          <input type="hidden" name="teamId" value={team.teamId} />
          <p className="text-sm text-stone-700">Fielding {team.fieldedNames.join(", ")}.</p>
          <div className="grid items-start gap-3 sm:grid-cols-3">
            {Array.from({ length: MAX_SUBPLOT_PREFERENCES }, (_, i) => (
              <SelectField
                key={i}
                name={`subplot:${team.teamId}`}
                idSuffix={`${team.teamId}-${i}`}
                label={`Subplot: ${ORDINALS[i]!.toLowerCase()}`}
                options={SUBPLOT_OPTIONS}
                defaultValue=""
                {...(i === 0 ? { hint: SUBPLOT_HINT } : {})}
              />
            ))}
          </div>
          <CheckboxField name={`chaseSixes:${team.teamId}`} label="Chase sixes" hint={CHASE_SIXES_SUMMARY} />
          {team.cursed.length > 0 ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-semibold">
                Lift curses with story points ({CURSE_LIFT_SP_COST} SP each; balance {team.balance} SP)
              </p>
              {team.cursed.map((c) => (
                <SelectField
                  key={c.id}
                  name={`curseLifts:${team.teamId}:${c.id}`}
                  idSuffix={c.id}
                  label={`${c.name} (${c.curses} ${c.curses === 1 ? "curse" : "curses"})`}
                  options={Array.from({ length: c.curses + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? "Keep the curses" : `Lift ${n}` }))}
                  defaultValue="0"
                />
              ))}
            </div>
          ) : null}
          <MagicCurseLiftFields team={team} />
          <SidekickFields team={team} />
          <GuestStarDiceField team={team} />
        </fieldset>
      ))}
      {submitLabel ? (
        <SubmitButton pendingLabel="Saving…">{submitLabel}</SubmitButton>
      ) : (
        <StepButtons label="Lock choices and start the pre-battle" rollLabel="Lock choices and roll the pre-battle for me" />
      )}
    </BattleForm>
  );
}
