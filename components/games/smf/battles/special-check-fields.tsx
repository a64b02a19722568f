import { POOL_NAMES } from "@/components/games/smf/character-card/card-format";
import { SelectField } from "@/components/ui/select-field";
import {
  CHECK_CATEGORIES,
  NON_COMBAT_POOLS,
  POOLS,
  POWERS,
  categoryName,
  hasPower,
  type CheckCategory,
  type MarchOfSciencePool,
  type PostBattleSpecialDef,
  type SmfCharacter,
  type SpecialCheckChoice,
} from "@/lib/rules/smf";

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

const POOL_OPTIONS = [...POOLS, ...NON_COMBAT_POOLS].map((p) => ({ value: p, label: poolName(p) }));

/** Minors a Power Switch may take: not held yet, and needing no creation choice the form cannot ask for. */
function swapTargets(character: SmfCharacter) {
  return POWERS.filter((p) => p.tier === "minor" && !p.requiredChoices?.length && !hasPower(character, p.id))
    .map((p) => ({ value: p.id, label: p.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const minorName = (id: string) => POWERS.find((p) => p.id === id && p.tier === "minor")?.name ?? id;

export interface SpecialSlot {
  /** A team id (one roller per team) or the roller's own id (each may roll). */
  slot: string;
  label: string;
  rollers: SmfCharacter[];
  /** Living teammates, for The March of Science's Re-roll. */
  teammates: SmfCharacter[];
  /** The saved or suggested check, if any: its roller is preselected. */
  check?: SpecialCheckChoice;
  /** Each roller's exact chance of success in each category the special allows, e.g. "Star: Image 68.2%". */
  chances?: string[];
}

/**
 * One roller's check: who (or nobody), the category, and what the special asks besides: the
 * powers a Power Switch trades, the teammate and pool a March of Science success improves.
 * `hint` (the special's own line) goes on the roller, for the first slot only.
 */
export function SpecialCheckFields({ special, slot, hint }: { special: PostBattleSpecialDef; slot: SpecialSlot; hint?: string }) {
  const isEach = special.id === "power-switch" || special.id === "the-march-of-science";
  const roller = slot.rollers[0]!;
  const rollerOptions = isEach
    ? [
        { value: roller.id, label: "Makes the check" },
        { value: "", label: "Sits it out" },
      ]
    : [{ value: "", label: "Nobody" }, ...slot.rollers.map((c) => ({ value: c.id, label: c.name }))];
  const categories = (special.categories ?? []).map((c) => ({ value: c, label: categoryName(c) }));
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
        <SelectField name={`specialCategory:${slot.slot}`} label="Category" options={categories} defaultValue={slot.check?.category ?? categories[0]?.value} />
        {special.id === "power-switch" ? (
          <>
            <SelectField
              name={`swapFrom:${slot.slot}`}
              label="On a success, give up"
              options={[
                { value: "", label: "Keep every power" },
                ...roller.build.powers.filter((p) => p.tier === "minor").map((p) => ({ value: p.power, label: minorName(p.power) })),
              ]}
              defaultValue={slot.check?.swap?.from ?? ""}
            />
            <SelectField
              name={`swapTo:${slot.slot}`}
              label="And take"
              options={[{ value: "", label: "Nothing" }, ...swapTargets(roller)]}
              defaultValue={slot.check?.swap?.to ?? ""}
            />
          </>
        ) : null}
        {special.id === "the-march-of-science" ? (
          <>
            <SelectField
              name={`teammate:${slot.slot}`}
              label="On a success, the Re-roll goes to"
              options={slot.teammates.map((c) => ({ value: c.id, label: c.name }))}
              defaultValue={slot.check?.teammateId ?? slot.teammates[0]?.id}
            />
            <SelectField name={`pool:${slot.slot}`} label="On the pool" options={POOL_OPTIONS} defaultValue={slot.check?.pool ?? POOLS[0]} />
          </>
        ) : null}
      </div>
    </div>
  );
}
