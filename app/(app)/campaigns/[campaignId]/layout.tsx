import Link from "next/link";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadCampaignFrame } from "./_data/load-campaign-frame";

export default async function CampaignLayout({ children, params }: { children: React.ReactNode; params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}`);
  const { campaign, winners, tabs: links } = await loadCampaignFrame(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 border-b border-stone-300 pb-3 print:hidden">
        <p className="text-sm font-bold text-stone-700">
          <Link href="/campaigns" className="text-brand-700 underline underline-offset-4">
            Campaigns
          </Link>{" "}
          / {campaign.name}
        </p>
        <nav aria-label="Campaign">
          <ul className="flex flex-wrap gap-4 text-sm font-semibold">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-brand-700 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {campaign.finishedAt ? (
        <section aria-labelledby="campaign-finished" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 print:hidden">
          <h2 id="campaign-finished" className="text-lg font-black text-amber-900">
            The anniversary issue: {winners.map((w) => w.teamName).join(" and ") || "the campaign is over"}
            {winners.length > 1 ? " share the win" : winners.length === 1 ? " wins" : ""}
          </h2>
          <p className="text-sm text-amber-900">
            A team reached the goal of {campaign.goal ? `${campaign.goal.amount} ${campaign.goal.unit}` : "the campaign"}, so no more battles can be recorded. An organiser can
            raise the goal in Settings to play on.
          </p>
        </section>
      ) : null}
      {children}
    </div>
  );
}
