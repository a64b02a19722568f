import Link from "next/link";
import { MAX_IMPORT_BYTES, MAX_IMPORT_CHARACTERS } from "@/lib/export/import-limits";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadSuImportTeam } from "@/lib/games/supers-unlimited/server/pages/load-import-team";
import { ImportSuTeamForm } from "../client";

/** Bringing a league team from a file: every card is checked with this league's settings before anything is saved. */
export async function SuImportTeamPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/import`);
  await loadSuImportTeam(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-2xl flex-col gap-2">
        <h1 className="text-3xl font-black">Import a team</h1>
        <p className="text-stone-700">
          Bring a Supers Unlimited team from another league: choose the file its team page exported (up to {MAX_IMPORT_BYTES / 1024} KB and {MAX_IMPORT_CHARACTERS} cards). Every
          card is checked with this league&apos;s settings, as the card builder checks it; a file with any problem imports nothing and lists them all. The team becomes yours and
          starts with no VP.
        </p>
        <p className="text-sm">
          <Link href={`/campaigns/${campaignId}/teams/new`} className="font-semibold text-brand-700 underline underline-offset-4">
            Create a team from scratch instead
          </Link>
        </p>
      </div>
      <ImportSuTeamForm campaignId={campaignId} />
    </div>
  );
}
