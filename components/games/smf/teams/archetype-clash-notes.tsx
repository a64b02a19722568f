import type { ArchetypeClash } from "@/lib/rules/smf/roster/archetype-clashes";
import { ruleReferenceText } from "@/lib/rules/smf/rule-reference";
import { RuleRef } from "@/components/ui/rule-ref";

/**
 * "Only one Brick can be fielded per battle: …": said where a roster is built (team page,
 * builder), so the set-up's shorter line-up is no surprise. Nothing when the roster has no clash.
 */
export function ArchetypeClashNotes({ clashes, label = "Line-up limits" }: { clashes: readonly ArchetypeClash[]; label?: string }) {
  if (clashes.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {clashes.map((clash) => (
        <li key={clash.archetype}>
          {clash.message}
          <RuleRef reference={ruleReferenceText(clash.rule)} />
        </li>
      ))}
    </ul>
  );
}
