import { STATS, type HeroSheet } from "@/lib/rules/shsa";

const ALIGNMENT_LABELS = { hero: "Hero", neutral: "Neutral", villain: "Villain" } as const;

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex items-baseline justify-between gap-2 border-b border-stone-200 py-1">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A sheet as a public link shows it: whether the identity is secret, but not who knows it, and no secret base. */
export type PublicSheet = Omit<HeroSheet, "secretIdentity" | "secretBase"> & { secretIdentity: { isSecret: boolean } };

/** The identity and base line: who knows a secret identity, and the base, only for the group. */
function secretsLine(sheet: HeroSheet | PublicSheet): string {
  const identity = sheet.secretIdentity;
  if (!("knownBy" in identity) || !("secretBase" in sheet)) return identity.isSecret ? "Secret identity." : "Public identity.";
  const base = sheet.secretBase ? (sheet.secretBase.isHighTech ? "High-tech secret base." : "Secret base.") : "No secret base.";
  return `${identity.isSecret ? `Secret identity, known by ${identity.knownBy.length === 0 ? "no one" : identity.knownBy.join(", ")}.` : "Public identity."} ${base}`;
}

/** A hero's sheet, readable on a phone (one column, two on wider screens) and on paper: the group's full sheet, or a public link's. */
export function HeroSheetView({ sheet }: { sheet: HeroSheet | PublicSheet }) {
  const skills = Object.entries(sheet.skills).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby="hero-sheet-heading" className="flex flex-col gap-4 break-inside-avoid" data-hero-sheet>
      <h2 id="hero-sheet-heading" className="text-xl font-bold">
        Sheet
      </h2>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 print:grid-cols-2">
        <dl aria-label="Stats">
          <Row label="Level" value={sheet.level} />
          <Row label="Alignment" value={ALIGNMENT_LABELS[sheet.alignment]} />
          {STATS.map((stat) => (
            <Row key={stat} label={stat} value={`D${sheet.stats[stat]}`} />
          ))}
        </dl>
        <dl aria-label="Scores and points">
          <Row label="Virtue" value={sheet.virtue} />
          <Row label="Ego" value={sheet.ego} />
          <Row label="Reputation" value={sheet.reputation} />
          <Row label="VP" value={sheet.vp} />
          <Row label="Lifestyle" value={`D${sheet.lifestyle}`} />
          <Row label="Resources" value={`D${sheet.resources}`} />
          <Row label="Legend points" value={sheet.legendPoints} />
          <Row label="Build points" value={sheet.buildPoints} />
          <Row label="Resource points" value={sheet.resourcePoints} />
          <Row label="Training points" value={sheet.trainingPoints} />
          <Row label="DP" value={sheet.dp} />
        </dl>
      </div>
      <div>
        <h3 className="font-bold">Skills</h3>
        {skills.length === 0 ? (
          <p className="text-stone-700">No skills yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {skills.map(([skill, die]) => (
              <li key={skill}>
                {skill} D{die}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-sm text-stone-700">
        {secretsLine(sheet)}
        {sheet.personalityTraits.length > 0 ? ` Traits: ${sheet.personalityTraits.join(", ")}.` : ""}
      </p>
    </section>
  );
}
