import type { CampaignImportPreview } from "@/lib/games/smf/export/plan-campaign-import";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import { FileRefused } from "@/components/games/smf/import/file-refused";

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What a campaign import would create, as the server read the file: or why it cannot. */
export function ImportCampaignPreview({ preview }: { preview: CampaignImportPreview }) {
  if (preview.fileErrors.length > 0 || !preview.campaign) {
    return (
      <FileRefused headingId="campaign-import-preview-heading" errors={preview.fileErrors}>
        <p className="text-sm text-stone-700">Nothing was saved. A campaign is imported whole or not at all.</p>
      </FileRefused>
    );
  }
  const { campaign, counts } = preview;
  const battleParts = [
    counts.resolvedBattles > 0 ? `${counts.resolvedBattles} resolved` : null,
    counts.undoneBattles > 0 ? `${counts.undoneBattles} undone` : null,
    counts.openBattles > 0 ? `${counts.openBattles} under way` : null,
    counts.cancelledBattles > 0 ? `${counts.cancelledBattles} cancelled` : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="campaign-import-preview-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="campaign-import-preview-heading" className="text-xl font-bold">
          Preview: {campaign.name}
        </h2>
        <p className="text-stone-700">
          Exported on {campaign.exportedAt.slice(0, 10)} · goal {campaign.storyPointGoal} SP{campaign.isFinished ? " · finished" : ""}
          {campaign.isArchived ? " · ended" : ""}
        </p>
        {campaign.isOtherRulesVersion ? (
          <p className="text-sm text-stone-700">It was played under rules version {campaign.rulesVersion}; its records are kept as they were.</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="font-semibold">Battles</dt>
        <dd>
          {counts.battles}
          {battleParts.length > 0 ? ` (${battleParts.join(", ")})` : ""}
        </dd>
        <dt className="font-semibold">Rolls</dt>
        <dd>{counts.rolls}</dd>
        <dt className="font-semibold">Ledger entries</dt>
        <dd>{counts.ledgerEntries}</dd>
        <dt className="font-semibold">Activity lines</dt>
        <dd>{counts.activity}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{plural(preview.teams.length, "team")}</h3>
        <ul aria-label="Teams in the file" className="grid gap-2 sm:grid-cols-2">
          {preview.teams.map((team) => (
            <li key={`${team.name}-${team.ownerName}`} className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm">
              <span className="font-semibold">{team.name}</span>
              {team.isArchived ? " (archived)" : ""}
              <br />
              <span className={team.alignment === "HEROES" ? "text-hero" : "text-villain"}>{ALIGNMENT_LABELS[team.alignment]}</span> · led by {team.ownerName} ·{" "}
              {plural(team.characterCount, "character")} · {team.balance} SP ({team.earned} earned)
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-stone-700">
        You become the organiser and only member of the new campaign.{" "}
        {preview.members.length > 0
          ? `The members in the file (${preview.members.map((m) => m.name).join(", ")}) come along as names on their teams, battles and rolls, not as accounts: invite them again if they should play.`
          : ""}{" "}
        Share links and invites are not imported.
      </p>
      {preview.rosterNotes.length > 0 ? (
        <div className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">These characters would not pass today&apos;s builder check. They are imported as they were played:</p>
          <ul aria-label="Characters the builder would refuse" className="list-disc pl-5">
            {preview.rosterNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
