"use client";
import { ALL_KEYWORDS, ELEMENT_KEYWORDS, ORIGIN_KEYWORDS, SPECIALTY_KEYWORDS, TYPE_KEYWORDS, type SuKeyword } from "@/lib/rules/supers-unlimited";
import { BuilderSection, CheckboxGroup } from "./builder-fields";
import type { SectionProps } from "./section-props";

const VULNERABILITY_OPTIONS: { id: SuKeyword | "plasma-x"; name: string }[] = [...ALL_KEYWORDS, { id: "plasma-x", name: "Plasma X" }];

/** Keywords of the four families, Weaknesses and Vulnerabilities (SU L302–L317). */
export function KeywordsSection({ form, update, p }: SectionProps) {
  const keywords = form.keywords;
  return (
    <BuilderSection title="Keywords">
      <CheckboxGroup
        p={p}
        fieldKey="keywords.types"
        legend="Type"
        hint="At least one."
        options={TYPE_KEYWORDS}
        selected={keywords.types}
        onChange={(types) => update({ keywords: { ...keywords, types } })}
      />
      <CheckboxGroup
        p={p}
        fieldKey="keywords.origins"
        legend="Origin"
        hint="At least one."
        options={ORIGIN_KEYWORDS}
        selected={keywords.origins}
        onChange={(origins) => update({ keywords: { ...keywords, origins } })}
      />
      <CheckboxGroup
        p={p}
        fieldKey="keywords.elements"
        legend="Element"
        options={ELEMENT_KEYWORDS}
        selected={keywords.elements}
        onChange={(elements) => update({ keywords: { ...keywords, elements } })}
      />
      <CheckboxGroup
        p={p}
        fieldKey="keywords.specialties"
        legend="Specialty"
        options={SPECIALTY_KEYWORDS}
        selected={keywords.specialties}
        onChange={(specialties) => update({ keywords: { ...keywords, specialties } })}
      />
      <CheckboxGroup p={p} fieldKey="weaknesses" legend="Weak to" options={ALL_KEYWORDS} selected={form.weaknesses} onChange={(weaknesses) => update({ weaknesses })} />
      <CheckboxGroup
        p={p}
        fieldKey="vulnerabilities"
        legend="Vulnerable to"
        hint="A Vulnerability also Stuns and Weakens."
        options={VULNERABILITY_OPTIONS}
        selected={form.vulnerabilities}
        onChange={(vulnerabilities) => update({ vulnerabilities })}
      />
    </BuilderSection>
  );
}
