import { SelectField } from "@/components/ui/select-field";
import { CURSE_LIFT_TN } from "@/lib/rules/smf";
import type { PreBattleTeam } from "@/lib/games/smf/views/pre-battle-options";

/**
 * A Mentalist or Sorcerer may give up the team's subplot roll to try a TN3 Magical check that
 * lifts one curse (L2473). Shown only when the team has a caster and a curse to lift.
 */
export function MagicCurseLiftFields({ team }: { team: PreBattleTeam }) {
  if (team.casters.length === 0 || team.cursed.length === 0) return null;
  return (
    <div role="group" aria-label={`${team.name}: lift a curse by magic`} className="flex flex-col gap-2 rounded-md border-l-4 border-brand-600 bg-brand-50/40 p-3">
      <p className="text-sm font-semibold">Lift a curse by magic</p>
      <p className="text-sm text-stone-700">
        Instead of the subplot roll, a Mentalist or Sorcerer makes a TN{CURSE_LIFT_TN} Magical check; on a success one curse is lifted. The team then has no subplot check this
        battle.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          name={`curseCaster:${team.teamId}`}
          label="Caster"
          options={[{ value: "", label: "No one: roll the subplot" }, ...team.casters.map((c) => ({ value: c.id, label: c.name }))]}
          defaultValue=""
        />
        <SelectField
          name={`curseTarget:${team.teamId}`}
          label="Curse to lift from"
          options={team.cursed.map((c) => ({ value: c.id, label: `${c.name} (${c.curses} ${c.curses === 1 ? "curse" : "curses"})` }))}
          defaultValue={team.cursed[0]!.id}
        />
      </div>
    </div>
  );
}

/** An owner with both a sidekick and a thrall (or several) brings one of them to this battle (L1151). */
export function SidekickFields({ team }: { team: PreBattleTeam }) {
  if (team.sidekicks.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {team.sidekicks.map((s) => (
        <SelectField
          key={s.ownerId}
          name={`sidekick:${team.teamId}:${s.ownerId}`}
          idSuffix={s.ownerId}
          label={`Who answers ${s.ownerName}'s Servitor/Sidekick`}
          hint="One of them rolls to arrive; the other stays home this battle."
          options={s.entries.map((e) => ({ value: e.id, label: e.name }))}
          defaultValue={s.defaultId}
        />
      ))}
    </div>
  );
}

/** Team-Up's guest-star contest: up to +2D from the team's subplot pool on its 4D (L2289). */
export function GuestStarDiceField({ team }: { team: PreBattleTeam }) {
  const guestStar = team.guestStar;
  if (!guestStar) return null;
  const when = guestStar.isScenarioRolled ? "Used only if the dice pick Team-Up. " : "";
  const carried = guestStar.carriedSubplotDice > 0 ? ` ${guestStar.carriedSubplotDice} carried over from the last battle.` : "";
  return (
    <SelectField
      name={`guestStarDice:${team.teamId}`}
      label="Subplot dice on the guest-star roll"
      hint={`${when}They come out of this battle's subplot pool; if the pool holds fewer, all of it is added.${carried}`}
      options={Array.from({ length: guestStar.maxSubplotDice + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? "None" : `+${n}D` }))}
      defaultValue="0"
    />
  );
}
