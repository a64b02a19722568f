import Link from "next/link";
import { addSuCardAction } from "@/lib/games/supers-unlimited/actions/add-su-card-action";
import { loadCardBuilder } from "@/lib/games/supers-unlimited/server/pages/load-card-builder";
import { blankCard } from "@/lib/rules/supers-unlimited";
import { requireUser } from "@/lib/server/auth/current-user";
import { CardBuilder } from "../client";

/** The id a new card is checked under in the browser; the server gives it its row's id. */
const NEW_CARD_ID = "new-card";

/** A new Supers Unlimited card for the team, built blank or from the sample Ace, checked as it is typed. */
export async function SuNewCardPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/characters/new`);
  const { team, settings, roster } = await loadCardBuilder(user.id, campaignId, teamId, null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Add a card to {team.name}</h1>
        <p className="max-w-2xl text-stone-700">
          Every part is checked as you type, with this league&apos;s settings;{" "}
          <Link href={`/campaigns/${campaignId}/teams/${teamId}`} className="font-semibold text-brand-700 underline">
            back to the team
          </Link>
          .
        </p>
      </div>
      <CardBuilder
        action={addSuCardAction}
        hidden={{ teamId }}
        initial={blankCard(NEW_CARD_ID, "")}
        cardId={NEW_CARD_ID}
        settings={settings}
        roster={roster}
        canStartFromSample
        submitLabel="Add to the team"
      />
    </div>
  );
}
