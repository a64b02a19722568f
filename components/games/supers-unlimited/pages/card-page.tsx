import Link from "next/link";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/character-card/print-button";
import { suRosterSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { loadSuTeamPage } from "@/lib/games/supers-unlimited/server/pages/load-team-page";
import { requireUser } from "@/lib/server/auth/current-user";
import { can } from "@/lib/authz/permissions";
import { SuCardView } from "../card/su-card-view";

const LINK = "font-semibold text-brand-700 underline underline-offset-4";

/** One card, read-only and printable, for anyone who may see the team; retired cards keep their page. */
export async function SuCardPage({ params }: { params: Promise<{ campaignId: string; teamId: string; characterId: string }> }) {
  const { campaignId, teamId, characterId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}`);
  const { access, stored, settings, team } = await loadSuTeamPage(user.id, campaignId, teamId);
  // Only this team's cards (IDOR).
  const entry = team.roster.find(({ card }) => card.id === characterId);
  if (!entry) notFound();
  const { card } = entry;
  const teamHref = `/campaigns/${campaignId}/teams/${teamId}`;
  const canEdit = !team.archivedAt && !entry.isRetired && !entry.hasFought && can(access.role, "character:edit", { isOwner: stored.ownerId === access.userId });

  return (
    <div className="flex flex-col gap-6" data-card-sheet>
      <div className="flex flex-col gap-2 print:hidden">
        <p className="text-sm">
          <Link href={teamHref} className={LINK}>
            {team.name}
          </Link>
          {entry.isRetired ? " · retired" : ""}
        </p>
        <h1 className="text-3xl font-black">{card.name}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {canEdit ? (
            <Link href={`${teamHref}/characters/${characterId}/edit`} className={LINK}>
              Edit {card.name}
            </Link>
          ) : null}
          <PrintButton>Print this card</PrintButton>
        </div>
      </div>
      <div className="max-w-xl">
        <SuCardView card={card} settings={suRosterSettings(settings)} headingLevel={2} />
      </div>
    </div>
  );
}
