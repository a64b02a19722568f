"use client";
import { SelectField } from "@/components/ui/select-field";
import type { MarchOfSciencePool, SpecialCheckChoice } from "@/lib/rules/smf";
import { CHECK_CATEGORIES, NON_COMBAT_POOLS, POOLS, type CheckCategory } from "@/lib/rules/smf/character";
import { categoryName } from "@/lib/rules/smf/pre-battle/roll-subplot-table";
import { POOL_NAMES } from "@/lib/rules/smf/roster/words";

type Option = { value: string; label: string };

const NON_COMBAT_NAMES: Record<string, string> = {
  initiative: "Initiative",
  movement: "Movement checks",
  objective: "Objective checks",
  perception: "Perception checks",
  summoning: "Summoning checks",
};

function poolName(pool: MarchOfSciencePool): string {
  if (pool in POOL_NAMES) return POOL_NAMES[pool as keyof typeof POOL_NAMES];
  if ((CHECK_CATEGORIES as readonly string[]).includes(pool)) return `${categoryName(pool as CheckCategory)} checks`;
  return NON_COMBAT_NAMES[pool] ?? pool;
}

/** The March of Science's pools: the same for every roller, so they are in this code, not in the page. */
const POOL_OPTIONS = [...POOLS, ...NON_COMBAT_POOLS].map((p) => ({ value: p, label: poolName(p) }));

/**
 * The lists every roller's fields pick from, built once on the server for the whole form: sent once
 * in the page (or in a throw's answer that draws this form), not once per roller.
 */
export interface SpecialCheckLists {
  /** power-switch and the-march-of-science ask more than who rolls, and let each roll. */
  specialId: string;
  categories: Option[];
  /** Power Switch: every minor power a success may take (needing no creation choice), by name. */
  minors: Option[];
}

export interface SpecialSlot {
  /** A team id (one roller per team) or the roller's own id (each may roll). */
  slot: string;
  label: string;
  rollers: Option[];
  /** The March of Science: the roller's living team (the same list for each of a team's slots); the roller is left out here. */
  team: Option[];
  /** Power Switch: the roller's minor powers (one may be given up), and every power it holds (none is offered again). */
  minorsHeld?: Option[];
  powersHeld?: string[];
  /** The saved or suggested check, if any: its roller is preselected. */
  check?: SpecialCheckChoice;
  /** Each roller's exact chance of success in each category the special allows, e.g. "Star: Image 68.2%". */
  chances?: string[];
}

/**
 * One roller's check: who (or nobody), the category, and what the special asks besides: the
 * powers a Power Switch trades, the teammate and pool a March of Science success improves.
 * `hint` (the special's own line) goes on the roller, for the first slot only.
 *
 * A client component only so that what it draws travels as its data (the lists once, each slot's
 * few ids) rather than as every select's markup once per roller: a throw that brings this form in
 * its answer stays small. It keeps no state, so a choice made before it hydrates stays in the
 * select and the form posts without JavaScript too.
 */
export function SpecialCheckFields({ lists, slot, hint }: { lists: SpecialCheckLists; slot: SpecialSlot; hint?: string }) {
  const isEach = lists.specialId === "power-switch" || lists.specialId === "the-march-of-science";
  const roller = slot.rollers[0]!;
  const rollerOptions = isEach
    ? [
        { value: roller.value, label: "Makes the check" },
        { value: "", label: "Sits it out" },
      ]
    : [{ value: "", label: "Nobody" }, ...slot.rollers];
  const teammates = slot.team.filter((c) => c.value !== roller.value);
  return (
    <div role="group" aria-label={slot.label} className="flex flex-col gap-2 border-t border-stone-200 pt-3">
      <input type="hidden" name="specialSlot" value={slot.slot} />
      <p className="font-semibold">{slot.label}</p>
      {slot.chances?.length ? <p className="text-sm text-stone-700">Chance of success: {slot.chances.join("; ")}</p> : null}
      <div className="grid items-start gap-2 sm:grid-cols-2">
        <SelectField
          name={`specialRoller:${slot.slot}`}
          label={isEach ? "Check" : "Who makes the check"}
          hint={hint}
          options={rollerOptions}
          defaultValue={slot.check?.characterId ?? ""}
        />
        <SelectField name={`specialCategory:${slot.slot}`} label="Category" options={lists.categories} defaultValue={slot.check?.category ?? lists.categories[0]?.value} />
        {lists.specialId === "power-switch" ? (
          <>
            <SelectField
              name={`swapFrom:${slot.slot}`}
              label="On a success, give up"
              options={[{ value: "", label: "Keep every power" }, ...(slot.minorsHeld ?? [])]}
              defaultValue={slot.check?.swap?.from ?? ""}
            />
            <SelectField
              name={`swapTo:${slot.slot}`}
              label="And take"
              options={[{ value: "", label: "Nothing" }, ...lists.minors.filter((m) => !slot.powersHeld?.includes(m.value))]}
              defaultValue={slot.check?.swap?.to ?? ""}
            />
          </>
        ) : null}
        {lists.specialId === "the-march-of-science" ? (
          <>
            <SelectField
              name={`teammate:${slot.slot}`}
              label="On a success, the Re-roll goes to"
              options={teammates}
              defaultValue={slot.check?.teammateId ?? teammates[0]?.value}
            />
            <SelectField name={`pool:${slot.slot}`} label="On the pool" options={POOL_OPTIONS} defaultValue={slot.check?.pool ?? POOLS[0]} />
          </>
        ) : null}
      </div>
    </div>
  );
}
