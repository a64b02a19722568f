import { CheckboxField } from "@/components/ui/checkbox-field";
import { StepButtons } from "@/components/battles/step-buttons";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import {
  POWERS,
  categoryName,
  specialCheckOdds,
  specialCheckOptions,
  suggestSpecialChecks,
  type PostBattleState,
  type RosterOptions,
  type SmfCharacter,
  type SpecialCheckChoice,
  type SpecialCheckOptions,
} from "@/lib/rules/smf";
import { postBattleInput } from "@/lib/games/smf/battles/battle-stages";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { BattleForm } from "@/components/battles/battle-form";
import { battleNames, type BattleNames } from "./battle-names";
import { percent } from "@/components/battles/roll-odds";
import type { SpecialCheckLists, SpecialSlot } from "./special-check-fields";
import { SpecialCheckFields } from "../client";

/** Minors a Power Switch may take (each roller's field leaves out those it holds): needing no creation choice the form cannot ask for. */
const SWAP_TARGETS = POWERS.filter((p) => p.tier === "minor" && !p.requiredChoices?.length)
  .map((p) => ({ value: p.id, label: p.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

const minorName = (id: string) => POWERS.find((p) => p.id === id && p.tier === "minor")?.name ?? id;

const asOption = (c: SmfCharacter) => ({ value: c.id, label: c.name });

/**
 * The rollers grouped as the form asks for them: one slot per team when one member per team (or
 * one in all) rolls, one slot per character when each may roll.
 */
function specialSlots(options: SpecialCheckOptions, state: PostBattleState, names: BattleNames, checks: readonly SpecialCheckChoice[], rules: RosterOptions): SpecialSlot[] {
  const character = (id: string) => state.teams.flatMap((t) => t.characters).find((c) => c.id === id)!;
  // One list per team, the same for each of its slots: the page carries it once.
  const teams = new Map(state.teams.map((t) => [t.teamId, t.characters.filter((c) => c.state.status !== "dead").map(asOption)]));
  // Only a Power Switch trades powers: no other special sends them.
  const held = (roller: SmfCharacter) =>
    options.special.id === "power-switch"
      ? {
          minorsHeld: roller.build.powers.filter((p) => p.tier === "minor").map((p) => ({ value: p.power, label: minorName(p.power) })),
          powersHeld: roller.build.powers.map((p) => p.power),
        }
      : {};
  const checkOf = (ids: readonly string[]) => checks.find((c) => ids.includes(c.characterId));
  // The rules' exact odds for each roller and category, so the choice is made knowing them.
  const chances = (ids: readonly string[]) =>
    ids.map((id) => {
      const roller = character(id);
      const each = (options.special.categories ?? []).map((c) => `${categoryName(c)} ${percent(specialCheckOdds(options.special, roller, c, rules).successChance)}`);
      return `${roller.name}: ${each.join(", ")}`;
    });
  if (options.limit === "each") {
    return options.rollers.map(({ teamId, characterId }) => ({
      slot: characterId,
      label: `${names.character(characterId)} (${names.team(teamId)})`,
      rollers: [asOption(character(characterId))],
      team: teams.get(teamId) ?? [],
      ...held(character(characterId)),
      chances: chances([characterId]),
      ...withCheck(checkOf([characterId])),
    }));
  }
  const teamIds = [...new Set(options.rollers.map((r) => r.teamId))];
  return teamIds.map((teamId) => {
    const ids = options.rollers.filter((r) => r.teamId === teamId).map((r) => r.characterId);
    const rollers = ids.map(character);
    return { slot: teamId, label: names.team(teamId), rollers: rollers.map(asOption), team: [], ...held(rollers[0]!), chances: chances(ids), ...withCheck(checkOf(ids)) };
  });
}

function withCheck<T>(check: T | undefined): { check?: T } {
  return check ? { check } : {};
}

/**
 * Phase 1, after the injuries: the scenario's post-battle special. A New Fastness asks whether the
 * winner keeps the fortress; the others ask who makes the check, prefilled with the choices saved
 * before or the rules' suggestion (suggestSpecialChecks). The dice follow "Continue".
 */
export function ScenarioSpecialForm({ loaded }: { loaded: LoadedBattle }) {
  const state = loaded.data.postBattleState;
  if (!state) return null;
  const input = postBattleInput(loaded.data);
  const options = specialCheckOptions(state, input);
  const names = battleNames(loaded);
  const saved = loaded.data.progress.choices.special;
  const { special } = options;
  const teamNames = Object.fromEntries(loaded.row.teams.map((t) => [t.teamId, t.teamName]));
  const lists: SpecialCheckLists = {
    specialId: special.id,
    categories: (special.categories ?? []).map((c) => ({ value: c, label: categoryName(c) })),
    minors: special.id === "power-switch" ? SWAP_TARGETS : [],
  };

  return (
    <BattleForm
      action={choosePostBattleAction}
      hidden={{ battleId: loaded.row.id, step: "scenario-special", mode: "choose", specialKind: options.limit === "none" ? "fortress" : "checks" }}
      teamNames={teamNames}
    >
      <p className="font-semibold">{special.name}</p>
      {options.limit === "none" ? (
        options.fortressTeamId ? (
          <CheckboxField
            name="takeFortress"
            label={`${names.team(options.fortressTeamId)} keeps the fortress as its base`}
            hint={special.summary}
            defaultChecked={saved?.takeFortress === true}
          />
        ) : (
          <p className="text-stone-700">{special.summary}</p>
        )
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {options.limit === "one"
              ? "Only one member of the winning team rolls."
              : options.limit === "one-per-team"
                ? "Each team may send one member."
                : "Each of them decides whether to roll."}
          </p>
          {specialSlots(options, state, names, saved?.checks ?? suggestSpecialChecks(state, input), input.options).map((slot, i) => (
            // The special's line is the first roller's hint, announced with the first choice it explains.
            <SpecialCheckFields key={slot.slot} lists={lists} slot={slot} {...(i === 0 && special.summary ? { hint: special.summary } : {})} />
          ))}
        </>
      )}
      <StepButtons label="Continue" />
    </BattleForm>
  );
}
