import Link from "next/link";
import { CancelGuestStarForm } from "@/components/games/smf/client";
import { undoBlockerText, type UndoBlocker } from "@/lib/games/smf/views/undo-blockers";

const LINK = "font-semibold text-brand-700 underline underline-offset-4";

/** Each later change's own way back: the battle to undo, the booking to cancel, the page where it can be put back. */
function WayBack({ blocker, battleId, campaignPath }: { blocker: UndoBlocker; battleId: string; campaignPath: string }) {
  switch (blocker.kind) {
    case "battle":
      return (
        <Link href={`${campaignPath}/battles/${blocker.battleId}#manage`} className={LINK}>
          Open issue #{blocker.issue} to cancel or undo it
        </Link>
      );
    case "character":
      return (
        <Link href={`${campaignPath}/teams/${blocker.teamId}/characters/${blocker.characterId}`} className={LINK}>
          Open {blocker.characterName} to put it back as this battle left it
        </Link>
      );
    case "counters":
      return (
        <Link href={`${campaignPath}/teams/${blocker.teamId}`} className={LINK}>
          Open {blocker.teamName}
        </Link>
      );
    case "spend":
      return blocker.isCancellable ? (
        <CancelGuestStarForm teamId={blocker.teamId} entryId={blocker.entryId} cost={blocker.cost} battleId={battleId} />
      ) : (
        <Link href={`${campaignPath}/teams/${blocker.teamId}/ledger`} className={LINK}>
          Open {blocker.teamName}&apos;s story points: an organiser can add a correction
        </Link>
      );
  }
}

/** Why the battle cannot be undone yet, as a list of the later changes in the way. */
export function UndoBlockers({ issue, blockers, battleId, campaignPath }: { issue: number; blockers: readonly UndoBlocker[]; battleId: string; campaignPath: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800">
      <p id="undo-blockers-heading" className="font-semibold">
        Issue #{issue} cannot be undone yet. {blockers.length === 1 ? "This later change depends on it" : "These later changes depend on it"}; take{" "}
        {blockers.length === 1 ? "it" : "them"} back first:
      </p>
      <ul aria-labelledby="undo-blockers-heading" className="flex flex-col gap-3">
        {blockers.map((blocker) => (
          <li
            key={`${blocker.kind}:${"entryId" in blocker ? blocker.entryId : "characterId" in blocker ? blocker.characterId : "battleId" in blocker ? blocker.battleId : blocker.teamId}`}
            className="flex flex-col gap-2 border-t border-stone-200 pt-3 first:border-t-0 first:pt-0"
          >
            <span>{undoBlockerText(blocker)}</span>
            <WayBack blocker={blocker} battleId={battleId} campaignPath={campaignPath} />
          </li>
        ))}
      </ul>
    </div>
  );
}
