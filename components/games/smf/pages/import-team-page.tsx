import Link from "next/link";
import { ImportTeamForm } from "@/components/games/smf/client";
import { MAX_IMPORT_BYTES, MAX_IMPORT_CHARACTERS } from "@/lib/export/import-limits";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadImportTeam } from "@/lib/games/smf/server/pages/load-import-team";

export async function ImportTeamPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/import`);
  const { blocker } = await loadImportTeam(user.id, campaignId);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-2xl flex-col gap-2">
        <h1 className="text-3xl font-black">Import a team</h1>
        <p className="text-stone-700">
          Bring a team from another campaign: choose the file its team page exported (up to {MAX_IMPORT_BYTES / 1024} KB and {MAX_IMPORT_CHARACTERS} characters). Every character is
          checked against this campaign&apos;s rules options before anything is saved, and you see the result first. The team becomes yours and starts with 1 story point.
        </p>
        {blocker ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">{blocker.message} You can still check a file here.</p>
        ) : (
          <p className="text-sm">
            <Link href={`/campaigns/${campaignId}/teams/new`} className="font-semibold text-brand-700 underline underline-offset-4">
              Create a team from scratch instead
            </Link>
          </p>
        )}
      </div>
      <ImportTeamForm campaignId={campaignId} />
    </div>
  );
}
