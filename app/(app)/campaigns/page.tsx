import type { Metadata } from "next";
import Link from "next/link";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadMyCampaigns } from "./_data/load-my-campaigns";

export const metadata: Metadata = { title: "My campaigns" };

export default async function CampaignsPage() {
  const user = await requireUser("/campaigns");
  const campaigns = await loadMyCampaigns(user.id);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-black">My campaigns</h1>
        <div className="flex flex-wrap gap-3">
          <Link href="/campaigns/import" className="rounded-md border border-stone-400 bg-white px-4 py-2.5 font-semibold hover:bg-stone-100">
            Import a campaign
          </Link>
          <Link href="/campaigns/new" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
            New campaign
          </Link>
        </div>
      </div>
      {campaigns.length === 0 ? (
        <p className="text-stone-700">You are not in any campaign yet. Start one, or open an invite link from your organiser.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="rounded-lg border border-stone-300 bg-white p-4 shadow-sm">
              <h2 className="text-lg font-bold">
                <Link href={`/campaigns/${campaign.id}`} className="underline-offset-4 hover:underline">
                  {campaign.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-stone-700">
                <span className="font-semibold">{campaign.gameName}</span> · {ROLE_LABELS[campaign.role]} · {campaign.memberCount}{" "}
                {campaign.memberCount === 1 ? "member" : "members"} · {campaign.teamCount} {campaign.teamCount === 1 ? "team" : "teams"}
                {campaign.goal ? ` · goal ${campaign.goal.amount} ${campaign.goal.short}` : ""}
                {campaign.isArchived ? " · ended" : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
