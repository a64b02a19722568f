import Link from "next/link";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/server/authz/permissions";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";

export default async function CampaignLayout({ children, params }: { children: React.ReactNode; params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}`);
  const access = await authorizeCampaignOrNotFound(user.id, campaignId, "campaign:view");
  const campaign = await getCampaign(access);
  const links = [
    { href: `/campaigns/${campaignId}`, label: "Overview" },
    { href: `/campaigns/${campaignId}/members`, label: "Members" },
    ...(can(access.role, "campaign:edit-settings") ? [{ href: `/campaigns/${campaignId}/settings`, label: "Settings" }] : []),
  ];
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
      {children}
    </div>
  );
}
