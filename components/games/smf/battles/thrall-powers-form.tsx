import { SelectField } from "@/components/ui/select-field";
import { StepButtons } from "@/components/battles/step-buttons";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import { POWERS, isSidekickPower } from "@/lib/rules/smf";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { BattleForm } from "@/components/battles/battle-form";
import { battleNames } from "./battle-names";

/**
 * The minors a thrall may take (L1037, isSidekickPower), leaving out those that need a creation
 * choice the form cannot ask for (the thrall's sheet takes just the power).
 */
const THRALL_POWER_OPTIONS = [
  { value: "", label: "Choose later" },
  ...POWERS.filter((p) => p.tier === "minor" && isSidekickPower(p.id) && !p.requiredChoices?.length)
    .map((p) => ({ value: p.id, label: p.name }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];

/** The foes a Vampire KO'ed in melee: if one dies, it may rise as the Vampire's thrall (L1151). */
export function thrallCandidates(loaded: LoadedBattle): Array<{ foeId: string; vampireId: string }> {
  return (loaded.data.report?.teams ?? []).flatMap((t) => t.knockedOut.flatMap((k) => (k.vampireId ? [{ foeId: k.characterId, vampireId: k.vampireId }] : [])));
}

/**
 * Phase 1, before the injury rolls: the minor power each foe a Vampire drained would have as a
 * thrall, should its injury roll kill it and the Vampire's Chance roll raise it.
 */
export function ThrallPowersForm({ loaded }: { loaded: LoadedBattle }) {
  const names = battleNames(loaded);
  const saved = loaded.data.progress.choices.thrallPowers ?? {};
  return (
    <BattleForm action={choosePostBattleAction} hidden={{ battleId: loaded.row.id, step: "injuries", mode: "choose" }}>
      <p className="text-stone-700">
        A Vampire drained these foes in melee. If one dies from its injury roll, the Vampire rolls to raise it as a thrall with sidekick stats and one minor power: choose that
        power now, before the dice.
      </p>
      {thrallCandidates(loaded).map(({ foeId, vampireId }) => (
        <SelectField
          key={foeId}
          name={`thrallPower:${foeId}`}
          idSuffix={foeId}
          label={`${names.character(foeId)}, as ${names.character(vampireId)}'s thrall: minor power`}
          options={THRALL_POWER_OPTIONS}
          defaultValue={saved[foeId] ?? ""}
        />
      ))}
      <StepButtons label="Continue to the injury rolls" rollLabel="Continue and roll the injuries for me" />
    </BattleForm>
  );
}
