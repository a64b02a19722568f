import { joinNames } from "@/lib/rules/smf/roster/archetype-clashes";

/**
 * The milestone step's buttons name who gets the bumps, as the picks stand (the rules'
 * suggestion until someone changes them): "Continue with bumps for Grey Rhino and Stone Wall",
 * so the fast path never gives them away unseen. A member picked twice says so ("Grey Rhino
 * (2 bumps)"); names keep the picks' order. `names` holds one entry per bump.
 */
export function bumpContinueLabels(names: readonly string[]): { label: string; rollLabel: string } {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const who = joinNames([...counts].map(([name, count]) => (count > 1 ? `${name} (${count} bumps)` : name)));
  const label = who ? `Continue with bumps for ${who}` : "Continue";
  return { label, rollLabel: `${label}, and roll the rest for me` };
}
