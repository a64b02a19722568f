import { notFound } from "next/navigation";
import { PrintHint } from "@/components/character-card/print-hint";
import { ForceSheet } from "@/components/games/vsgmr/force-sheet/force-sheet";
import { loadPublicForce } from "@/lib/games/vsgmr/server/pages/load-public-team";

/** A VSGMR force's public, read-only sheet, for anyone with its link (no sign-in). */
export async function VsgmrPublicTeamPage({ params }: { params: Promise<{ token: string }> }) {
  const team = await loadPublicForce((await params).token);
  if (!team) notFound();
  return (
    <div className="flex flex-col gap-6" data-card-sheet>
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="text-stone-700">
          A force in the series <span className="font-semibold">{team.campaign.name}</span>
          {team.isArchived ? " · archived" : ""}
        </p>
        <p className="text-sm text-stone-600 print:hidden">Shared read-only from Longbox, the campaign manager. It stays up to date as the series goes on.</p>
        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintHint />
        </div>
      </div>
      <ForceSheet force={team.force} settings={team.settings} />
    </div>
  );
}
