import Link from "next/link";
import { InlineActionForm } from "@/components/campaigns/inline-action-form";
import { deleteCharacterAction } from "@/lib/games/smf/actions/delete-character-action";
import { moveCharacterAction } from "@/lib/games/smf/actions/move-character-action";
import { retireCharacterAction } from "@/lib/games/smf/actions/retire-character-action";
import { rosterEntryActions, type CharacterCampaignState } from "@/lib/rules/smf";

interface RosterControlsProps {
  campaignId: string;
  teamId: string;
  character: { id: string; name: string; state: Pick<CharacterCampaignState, "status"> };
  isFirst: boolean;
  isLast: boolean;
  /** A character who fought keeps its build and cannot be deleted, only retired (rosterEntryActions). */
  hasFought: boolean;
}

/** What the team's owner or an organiser can do to one roster entry. Never printed. */
export function RosterControls({ campaignId, teamId, character, isFirst, isLast, hasFought }: RosterControlsProps) {
  const hidden = { teamId, characterId: character.id };
  const { canDelete, canRetire } = rosterEntryActions({ state: character.state, hasFought });
  return (
    <div className="flex flex-wrap items-start gap-2 print:hidden">
      {!isFirst ? (
        <InlineActionForm
          action={moveCharacterAction}
          hidden={{ ...hidden, direction: "up" }}
          submitLabel="↑ Up"
          pendingLabel="Moving…"
          accessibleLabel={`Move ${character.name} up`}
        />
      ) : null}
      {!isLast ? (
        <InlineActionForm
          action={moveCharacterAction}
          hidden={{ ...hidden, direction: "down" }}
          submitLabel="↓ Down"
          pendingLabel="Moving…"
          accessibleLabel={`Move ${character.name} down`}
        />
      ) : null}
      {/* Always: one who has fought may still be renamed there, with the build read-only. */}
      <Link
        href={`/campaigns/${campaignId}/teams/${teamId}/characters/${character.id}/edit`}
        aria-label={`Edit ${character.name}`}
        className="rounded-md border border-stone-400 px-3 py-2 text-sm font-semibold hover:bg-stone-100"
      >
        Edit
      </Link>
      {canRetire ? (
        <InlineActionForm
          action={retireCharacterAction}
          hidden={hidden}
          submitLabel="Retire"
          pendingLabel="Retiring…"
          accessibleLabel={`Retire ${character.name}`}
          tone="danger"
          confirmMessage={`Retire ${character.name}? They leave the roster for good but stay on record.`}
        />
      ) : null}
      {canDelete ? (
        <InlineActionForm
          action={deleteCharacterAction}
          hidden={hidden}
          submitLabel="Delete"
          pendingLabel="Deleting…"
          accessibleLabel={`Delete ${character.name}`}
          tone="danger"
          confirmMessage={`Delete ${character.name}? They have not fought yet, so nothing is lost but the build.`}
        />
      ) : null}
    </div>
  );
}
