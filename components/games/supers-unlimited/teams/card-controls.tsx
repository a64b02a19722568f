import Link from "next/link";
import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { deleteSuCardAction } from "@/lib/games/supers-unlimited/actions/delete-su-card-action";
import { retireSuCardAction } from "@/lib/games/supers-unlimited/actions/retire-su-card-action";

interface CardControlsProps {
  teamPath: string;
  teamId: string;
  card: { id: string; name: string };
  /** A card that has fought is settled: it may only be retired. */
  hasFought: boolean;
}

/** What the team's owner or an organiser can do to one card. Never printed. */
export function CardControls({ teamPath, teamId, card, hasFought }: CardControlsProps) {
  const hidden = { teamId, characterId: card.id };
  return (
    <div className="flex flex-wrap items-start gap-2 print:hidden">
      {hasFought ? null : (
        <Link
          href={`${teamPath}/characters/${card.id}/edit`}
          aria-label={`Edit ${card.name}`}
          className="inline-flex min-h-11 items-center rounded-md border border-stone-400 px-3 py-2 text-sm font-semibold hover:bg-stone-100"
        >
          Edit
        </Link>
      )}
      <InlineActionForm
        action={retireSuCardAction}
        hidden={hidden}
        submitLabel="Retire"
        pendingLabel="Retiring…"
        accessibleLabel={`Retire ${card.name}`}
        tone="danger"
        confirmMessage={`Retire ${card.name}? The card leaves the roster for good but stays on record.`}
      />
      {hasFought ? null : (
        <InlineActionForm
          action={deleteSuCardAction}
          hidden={hidden}
          submitLabel="Delete"
          pendingLabel="Deleting…"
          accessibleLabel={`Delete ${card.name}`}
          tone="danger"
          confirmMessage={`Delete ${card.name}? The card has not fought yet, so nothing of it is kept.`}
        />
      )}
    </div>
  );
}
