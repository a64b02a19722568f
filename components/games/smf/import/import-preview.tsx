import type { TeamImportPreview } from "@/lib/games/smf/export/plan-team-import";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import { FileRefused } from "@/components/import/file-refused";
import { ImportCharacterCard } from "./import-character-preview";
import { ProblemList } from "@/components/import/problem-list";

/** What an import would create, checked by the server: the team, each character, every problem. */
export function ImportPreview({ preview }: { preview: TeamImportPreview }) {
  if (preview.fileErrors.length > 0 || !preview.team) {
    return <FileRefused headingId="import-preview-heading" errors={preview.fileErrors} />;
  }
  const { team } = preview;
  const problemCount = preview.characters.reduce((sum, character) => sum + character.problems.length, 0);
  return (
    <section aria-labelledby="import-preview-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="import-preview-heading" className="text-xl font-bold">
          Preview: {team.name}
        </h2>
        <p className="text-stone-700">
          <span className={`font-semibold ${team.alignment === "HEROES" ? "text-hero" : "text-villain"}`}>{ALIGNMENT_LABELS[team.alignment]}</span> · exported on{" "}
          {team.exportedAt.slice(0, 10)} from {team.ownerName ? `${team.ownerName}'s team` : "another campaign"} · {preview.characters.length}{" "}
          {preview.characters.length === 1 ? "character" : "characters"}
        </p>
        <p className="text-sm text-stone-700">
          Story points are not imported: the new team starts with 1 story point, like any new team (the file had a balance of {team.storyPointsInFile.balance},{" "}
          {team.storyPointsInFile.earned} earned). Characters keep their bumps, injuries and curses unless a note below says otherwise, and count as not having fought here yet.
        </p>
        {team.isOtherRulesVersion ? (
          <p className="text-sm text-stone-700">It was exported under rules version {team.rulesVersion}; every build was checked against the rules this campaign uses now.</p>
        ) : null}
      </div>
      {preview.blockers.length > 0 ? <ProblemList label="Why you cannot import here" items={preview.blockers} /> : null}
      {problemCount > 0 ? (
        <p className="font-semibold text-red-800">{problemCount === 1 ? "1 problem" : `${problemCount} problems`} below: nothing will be imported until the file is fixed.</p>
      ) : (
        <p className="font-semibold text-green-800">Every character is legal in this campaign.</p>
      )}
      <ol aria-label="Characters in the file" className="grid gap-3 md:grid-cols-2">
        {preview.characters.map((character) => (
          <li key={character.number}>
            <ImportCharacterCard character={character} />
          </li>
        ))}
      </ol>
    </section>
  );
}
