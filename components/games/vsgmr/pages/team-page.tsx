import { PrintButton } from "@/components/character-card/print-button";
import { TeamSharePanel } from "@/components/teams/team-share-panel";
import { ForceBuilder } from "@/components/games/vsgmr/client";
import { ForceSheet, scaleNote } from "@/components/games/vsgmr/force-sheet/force-sheet";
import { vsgmrRulesSettings } from "@/lib/games/vsgmr/campaign-settings";
import { loadVsgmrTeamPage } from "@/lib/games/vsgmr/server/pages/load-team-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";

/**
 * A VSGMR team's page: its force. The owner (or the series' runners) build it here, live-priced
 * and checked; everyone in the series sees the printable force sheet and whether it is shared.
 */
export async function VsgmrTeamPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}`);
  const { access, stored, campaign, team, settings, force, share, canShare } = await loadVsgmrTeamPage(user.id, campaignId, teamId);
  const isOwner = stored.ownerId === access.userId;
  const canEdit = !team.archivedAt && can(access.role, "character:edit", { isOwner });

  return (
    <div className="flex flex-col gap-8" data-card-sheet>
      <p className="hidden text-lg font-bold print:block" data-print-title>
        {team.name} · {campaign.name}
      </p>
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="text-stone-700">
          Force led by {team.ownerName}
          {isOwner ? " (you)" : ""}
          {team.archivedAt ? " · archived" : ""}
        </p>
        <div className="flex flex-wrap gap-3">
          <PrintButton />
          {/* The saved force's file, from the route handler (lib/games/vsgmr/server: the same format the builder reads), so a plain link. */}
          <a
            href={`/campaigns/${campaignId}/teams/${teamId}/export`}
            className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold hover:bg-stone-100"
          >
            Download the force file
          </a>
        </div>
      </div>
      {canEdit ? (
        <div className="print:hidden">
          <ForceBuilder teamId={teamId} initialForce={force} settings={vsgmrRulesSettings(settings)} pointBudget={settings.pointBudget} scaleNote={scaleNote(settings)} />
        </div>
      ) : null}
      {/* The saved force: the sheet to print (beside the builder it shows only on paper). */}
      <div className={canEdit ? "hidden print:block" : undefined}>
        <ForceSheet force={force} settings={settings} />
      </div>
      <TeamSharePanel teamId={teamId} teamName={team.name} status={share} canShare={canShare} publicContents="its force sheet" />
    </div>
  );
}
