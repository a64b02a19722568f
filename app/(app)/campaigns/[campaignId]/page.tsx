import type { Metadata } from "next";
import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { leaveCampaignAction } from "@/lib/actions/leave-campaign-action";
import { ADVANCEMENT_LABELS, REPORT_CONFIRMATION_LABELS, SOCIAL_SCIENCE_LABELS } from "@/lib/schemas/campaign";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign, listCampaignTeams, listRecentActivity } from "@/lib/server/campaigns/get-campaign";
import { listMembers } from "@/lib/server/members/list-members";

export const metadata: Metadata = { title: "Campaign" };

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default async function CampaignPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}`);
  const access = await authorizeCampaignOrNotFound(user.id, campaignId, "campaign:view");
  const [campaign, members, teams, activity] = await Promise.all([getCampaign(access), listMembers(access), listCampaignTeams(access), listRecentActivity(access)]);

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <h1 className="text-3xl font-black lg:col-span-2">{campaign.name}</h1>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="standings-heading" className="flex flex-col gap-3">
          <h2 id="standings-heading" className="text-xl font-bold">
            Standings
          </h2>
          <p className="text-sm text-stone-700">Story points arrive with the first recorded battle. The first team to {campaign.storyPointGoal} wins.</p>
          {teams.length === 0 ? (
            <p className="text-stone-700">No teams yet.</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
              {teams.map((team) => (
                <li key={team.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                  <span className="font-semibold">{team.name}</span>
                  <span className="text-sm text-stone-700">
                    {team.alignment === "HEROES" ? "Heroes" : "Villains"} · {team.ownerName} · {team._count.characters} characters
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
          <h2 id="activity-heading" className="text-xl font-bold">
            Recent activity
          </h2>
          <ol className="flex flex-col gap-2">
            {activity.map((event) => (
              <li key={event.id} className="flex flex-col text-sm sm:flex-row sm:gap-3">
                <time dateTime={event.createdAt.toISOString()} className="shrink-0 text-stone-600">
                  {dateTime.format(event.createdAt)} UTC
                </time>
                <span>{event.summary}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <div className="flex flex-col gap-8">
        <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
          <h2 id="settings-heading" className="text-xl font-bold">
            Settings
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Goal</dt>
            <dd>{campaign.storyPointGoal} story points</dd>
            <dt className="font-semibold">Vehicles</dt>
            <dd>{campaign.allowVehicles ? "Allowed" : "Not allowed"}</dd>
            <dt className="font-semibold">Power levels</dt>
            <dd>{campaign.allowAlternatePowerLevels ? "Alternate levels allowed" : "Standard only"}</dd>
            <dt className="font-semibold">Advancement</dt>
            <dd>{ADVANCEMENT_LABELS[campaign.advancement]}</dd>
            <dt className="font-semibold">Social Science</dt>
            <dd>{SOCIAL_SCIENCE_LABELS[campaign.socialScienceVariant]}</dd>
            <dt className="font-semibold">Reports</dt>
            <dd>{REPORT_CONFIRMATION_LABELS[campaign.reportConfirmation]}</dd>
            <dt className="font-semibold">Options</dt>
            <dd>{campaign.optionsLockedAt ? "Locked by the first battle" : "Open until the first battle"}</dd>
          </dl>
        </section>

        <section aria-labelledby="members-heading" className="flex flex-col gap-3">
          <h2 id="members-heading" className="text-xl font-bold">
            Members
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {members.map((member) => (
              <li key={member.userId}>
                <span className="font-semibold">{member.name}</span> · {ROLE_LABELS[member.role]}
              </li>
            ))}
          </ul>
          <InlineActionForm
            action={leaveCampaignAction}
            hidden={{ campaignId }}
            submitLabel="Leave campaign"
            pendingLabel="Leaving…"
            tone="danger"
            confirmMessage="Leave this campaign? Your teams stay in it."
          />
        </section>
      </div>
    </div>
  );
}
