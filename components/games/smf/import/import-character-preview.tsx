import type { ImportCharacterPreview } from "@/lib/games/smf/export/plan-team-import";

function PowerList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd>{items.join(", ")}</dd>
    </>
  );
}

/** One character of an import preview: what its card says, and every problem that stops the import. */
export function ImportCharacterCard({ character }: { character: ImportCharacterPreview }) {
  const headingId = `import-character-${character.number}`;
  const hasProblems = character.problems.length > 0;
  const details = [
    character.summary?.archetype ?? character.kindLabel,
    character.kindLabel !== "Character" && character.summary ? character.kindLabel : null,
    character.statusLabel,
    character.isRetired ? "Retired" : null,
  ];
  return (
    <article aria-labelledby={headingId} className={`flex flex-col gap-2 rounded-lg border-2 bg-white p-4 ${hasProblems ? "border-red-700" : "border-stone-300"}`}>
      <header>
        <h3 id={headingId} className="text-lg font-black leading-tight">
          <span className="mr-2 font-mono text-sm text-stone-600">{character.number}.</span>
          {character.name || "Unnamed"}
        </h3>
        <p className="text-sm font-semibold text-brand-700">{[...new Set(details.filter(Boolean))].join(" · ")}</p>
      </header>
      {character.summary ? (
        <>
          <p className="text-sm">{character.summary.stats}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <PowerList label="Major" items={character.summary.majorPowers} />
            <PowerList label="Minor" items={character.summary.minorPowers} />
            <PowerList label="Backgrounds" items={character.summary.backgrounds} />
          </dl>
        </>
      ) : null}
      {hasProblems ? (
        <ul aria-label={`Problems with ${character.name || `character ${character.number}`}`} className="flex flex-col gap-0.5 text-sm font-medium text-red-800">
          {character.problems.map((problem) => (
            <li key={problem}>
              <span aria-hidden="true">⚠ </span>
              {problem}
            </li>
          ))}
        </ul>
      ) : null}
      {character.notes.map((note) => (
        <p key={note} className="text-sm text-stone-700">
          {note}
        </p>
      ))}
    </article>
  );
}
