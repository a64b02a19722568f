import Link from "next/link";
import { updateSuCardAction } from "@/lib/games/supers-unlimited/actions/update-su-card-action";
import { loadCardEditor } from "@/lib/games/supers-unlimited/server/pages/load-card-builder";
import { requireUser } from "@/lib/server/auth/current-user";
import { CardBuilder } from "../client";

/** A card of the team that has not fought yet, in the builder; one that has fought is settled (its card page shows it). */
export async function SuEditCardPage({ params }: { params: Promise<{ campaignId: string; teamId: string; characterId: string }> }) {
  const { campaignId, teamId, characterId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/${characterId}/edit`);
  const { team, settings, roster, entry } = await loadCardEditor(user.id, campaignId, teamId, characterId);
  const teamHref = `/campaigns/${campaignId}/teams/${teamId}`;
  if (entry.hasFought) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-black">Edit {entry.card.name}</h1>
        <p className="max-w-2xl text-stone-700">
          {entry.card.name} has fought in this league, so the card is settled. Retire it and add a new card to play another;{" "}
          <Link href={`${teamHref}/characters/${characterId}`} className="font-semibold text-brand-700 underline">
            see the card
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Edit {entry.card.name}</h1>
        <p className="text-stone-700">
          On{" "}
          <Link href={teamHref} className="font-semibold text-brand-700 underline">
            {team.name}
          </Link>
          .
        </p>
      </div>
      <CardBuilder
        action={updateSuCardAction}
        hidden={{ teamId, characterId }}
        initial={entry.card}
        cardId={characterId}
        settings={settings}
        roster={roster}
        submitLabel="Save the card"
      />
    </div>
  );
}
