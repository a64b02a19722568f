import type { GameSystemListing } from "@/lib/game-contract/game-system";

interface GameSystemFieldProps {
  systems: readonly GameSystemListing[];
  /** The chosen id (the stored choice after a refused submit). */
  value: string;
  /** Called with the id the organiser picks (the form shows that system's options). */
  onChange: (id: string) => void;
  errors?: string[];
}

/**
 * The game system of a new campaign, chosen once (it never changes afterwards). Systems whose
 * module is not written yet are listed as coming, and cannot be chosen.
 */
export function GameSystemField({ systems, value, onChange, errors }: GameSystemFieldProps) {
  const hasError = Boolean(errors?.length);
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-4" aria-describedby={`gameSystem-hint${hasError ? " gameSystem-error" : ""}`}>
      <legend className="px-1 font-bold">Game system</legend>
      <p id="gameSystem-hint" className="text-sm text-stone-700">
        The rules the campaign is played by. It cannot change once the campaign exists.
      </p>
      {systems.map((system) => (
        <label key={system.id} className={`flex min-h-11 items-center gap-3 ${system.isAvailable ? "" : "text-stone-500"}`}>
          <input
            type="radio"
            name="gameSystem"
            value={system.id}
            checked={system.id === value}
            onChange={() => onChange(system.id)}
            disabled={!system.isAvailable}
            required
            className="size-5 accent-brand-700"
          />
          <span>
            {system.name}
            {system.isAvailable ? null : <span className="text-sm"> (coming)</span>}
          </span>
        </label>
      ))}
      {hasError ? (
        <p id="gameSystem-error" className="text-sm font-medium text-red-800">
          {errors!.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
