import { ruleReferenceText, type Problem } from "@/lib/rules/smf/roster/problem";
import { RuleRef } from "@/components/ui/rule-ref";
import { fieldSlug, type FieldKey } from "./problem-fields";

/** A problem shown beside a control: a rules Problem, or one the builder or server found (a sidekick's owner). */
export type ShownProblem = Pick<Problem, "field" | "message" | "rule"> & { code: string };

/** What each section needs to show problems beside its controls. */
export interface FieldLookup {
  /** Unique per builder on the page (from useId). */
  idPrefix: string;
  problems: ReadonlyMap<FieldKey, readonly ShownProblem[]>;
}

export function problemsId(f: FieldLookup, key: FieldKey): string {
  return `${f.idPrefix}-${fieldSlug(key)}-problems`;
}

export function controlId(f: FieldLookup, key: string): string {
  return `${f.idPrefix}-${key.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}

/** aria-invalid and aria-describedby for a control whose field has problems (and its hint, if any). */
export function invalidProps(f: FieldLookup, key: FieldKey, hintId?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const hasProblems = (f.problems.get(key)?.length ?? 0) > 0;
  const describedBy = [hintId, hasProblems ? problemsId(f, key) : undefined].filter(Boolean).join(" ");
  return { ...(hasProblems ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) };
}

/** The problems of one field, right beside it. */
export function FieldProblems({ f, fieldKey }: { f: FieldLookup; fieldKey: FieldKey }) {
  const list = f.problems.get(fieldKey);
  if (!list?.length) return null;
  return (
    <ul id={problemsId(f, fieldKey)} className="flex flex-col gap-0.5 text-sm font-medium text-red-800">
      {list.map((p, i) => (
        <li key={`${p.code}-${i}`}>
          <span aria-hidden="true">⚠ </span>
          {p.message}
          {p.rule ? (
            <>
              {" "}
              <RuleReferenceNote rule={p.rule} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A fieldset with a legend, an optional hint and its problems. */
export function Group({ f, fieldKey, legend, hint, children }: { f: FieldLookup; fieldKey: FieldKey; legend: string; hint?: string; children: React.ReactNode }) {
  const hasProblems = (f.problems.get(fieldKey)?.length ?? 0) > 0;
  return (
    <fieldset className={`flex flex-col gap-2 rounded-md border p-3 ${hasProblems ? "border-red-700" : "border-stone-300"}`}>
      <legend className="px-1 font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      <FieldProblems f={f} fieldKey={fieldKey} />
      {children}
    </fieldset>
  );
}

/** The book line or ruling behind a problem, after its message and out of it (there is no online book to link to). */
export function RuleReferenceNote({ rule }: { rule: NonNullable<Problem["rule"]> }) {
  return <RuleRef reference={ruleReferenceText(rule)} />;
}
