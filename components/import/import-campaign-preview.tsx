import type { CampaignImportPreviewView } from "@/lib/views/campaign-import-preview";
import { FileRefused } from "./file-refused";

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What a campaign import would create, as the server read the file (of any game system): or why it cannot. */
export function ImportCampaignPreview({ preview }: { preview: CampaignImportPreviewView }) {
  if (!preview.canImport || !preview.campaign) {
    return (
      <FileRefused headingId="campaign-import-preview-heading" errors={preview.problems}>
        <p className="text-sm text-stone-700">Nothing was saved. A campaign is imported whole or not at all.</p>
      </FileRefused>
    );
  }
  const { campaign, counts } = preview;
  return (
    <section aria-labelledby="campaign-import-preview-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="campaign-import-preview-heading" className="text-xl font-bold">
          Preview: {campaign.name}
        </h2>
        <p className="text-stone-700">A {campaign.systemName} campaign.</p>
        {preview.notes.map((note) => (
          <p key={note} className="text-sm text-stone-700">
            {note}
          </p>
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="font-semibold">Battles</dt>
        <dd>{counts.battles}</dd>
        <dt className="font-semibold">Rolls</dt>
        <dd>{counts.rolls}</dd>
        <dt className="font-semibold">Ledger entries</dt>
        <dd>{counts.ledgerEntries}</dd>
        <dt className="font-semibold">Journal lines</dt>
        <dd>{counts.journalEntries}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <h3 className="font-bold">{plural(preview.teams.length, "team")}</h3>
        <ul aria-label="Teams in the file" className="grid gap-2 sm:grid-cols-2">
          {preview.teams.map((team) => (
            <li key={`${team.name}-${team.ownerLabel}`} className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm">
              <span className="font-semibold">{team.name}</span>
              <br />
              led by {team.ownerLabel} · {plural(team.memberCount, team.memberNoun)}
              {team.detail ? ` · ${team.detail}` : ""}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-stone-700">You become the organiser and only member of the new campaign. Share links and invites are not imported.</p>
      {preview.warnings.length > 0 ? (
        <div className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">Worth knowing before you import:</p>
          <ul aria-label="Warnings about the file" className="list-disc pl-5">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
