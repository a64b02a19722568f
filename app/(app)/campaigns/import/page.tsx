import type { Metadata } from "next";
import Link from "next/link";
import { ImportCampaignForm } from "@/components/import/import-campaign-form";
import { requireUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Import a campaign" };

/**
 * Reading a campaign file of any game system: the file's format names its system, whose
 * GameServer.import.campaignFile checks and writes it (lib/server/import/campaign-file-import.ts).
 */
export default async function ImportCampaignRoute() {
  await requireUser("/campaigns/import");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-2xl flex-col gap-2">
        <h1 className="text-3xl font-black">Import a campaign</h1>
        <p className="text-stone-700">
          Rebuild a whole campaign from the file its dashboard exported: its teams, rosters, battles, ledger, roll log and journal, exactly as they were. It becomes a new campaign
          that you organise; you see what the file holds before anything is saved.
        </p>
        <p className="text-sm">
          <Link href="/campaigns/new" className="font-semibold text-brand-700 underline underline-offset-4">
            Start a new campaign instead
          </Link>
        </p>
      </div>
      <ImportCampaignForm />
    </div>
  );
}
