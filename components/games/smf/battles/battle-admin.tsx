import Link from "next/link";
import { SubmitButton } from "@/components/ui/submit-button";
import { cancelBattleAction } from "@/lib/games/smf/actions/battles/cancel-battle-action";
import { redoBattleAction } from "@/lib/games/smf/actions/battles/redo-battle-action";
import { undoBattleAction } from "@/lib/games/smf/actions/battles/undo-battle-action";
import type { BattleStatus } from "@/lib/battles/battle-status";
import { BattleForm } from "@/components/battles/battle-form";
import type { UndoBlocker } from "@/lib/games/smf/views/undo-blockers";
import { UndoBlockers } from "./undo-blockers";

export type AdminConfirm = "cancel" | "undo" | undefined;

interface BattleAdminProps {
  battleId: string;
  issue: number;
  status: BattleStatus;
  may: { cancel: boolean; undo: boolean };
  /** Why cancelling is no longer offered to this member (dice were thrown). */
  cancelNote?: string | undefined;
  /** Why undo (or redo) is not offered to an organiser now (undoRefusal: a later battle, a changed team). */
  undoNote?: string | undefined;
  /** The later changes in the way of undo, listed each with its way back in place of undoNote. */
  undoBlockers?: UndoBlocker[] | undefined;
  campaignPath: string;
  /** The page asked to confirm this (`?confirm=…`): the second step of a two-step button. */
  confirm: AdminConfirm;
  basePath: string;
}

const OPEN: readonly BattleStatus[] = ["SETUP", "PRE_BATTLE", "REPORTING", "AWAITING_CONFIRMATION", "POST_BATTLE"];
const LINK_BUTTON = "inline-flex min-h-11 items-center self-start rounded-md border px-4 py-2 font-semibold";

function Confirm({
  children,
  action,
  battleId,
  submitLabel,
  basePath,
}: {
  children: React.ReactNode;
  action: typeof undoBattleAction;
  battleId: string;
  submitLabel: string;
  basePath: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4">
      {children}
      <BattleForm action={action} hidden={{ battleId }} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pendingLabel="Working…">{submitLabel}</SubmitButton>
          <Link href={`${basePath}#manage`} className="font-semibold text-brand-700 underline underline-offset-4">
            Keep it as it is
          </Link>
        </div>
      </BattleForm>
    </div>
  );
}

/** Cancel while the battle is open; undo (organisers) once resolved, with a confirmation step; redo once undone. */
export function BattleAdmin({ battleId, issue, status, may, cancelNote, undoNote, undoBlockers, campaignPath, confirm, basePath }: BattleAdminProps) {
  const canCancel = may.cancel && OPEN.includes(status);
  const canUndo = may.undo && status === "RESOLVED";
  const canRedo = may.undo && status === "UNDONE";
  const note = !canCancel && OPEN.includes(status) ? cancelNote : undefined;
  const closedNote = !canUndo && !canRedo && (status === "RESOLVED" || status === "UNDONE") ? undoNote : undefined;
  if (!canCancel && !canUndo && !canRedo && !note && !closedNote) return null;
  return (
    <section id="manage" aria-labelledby="manage-heading" className="flex flex-col gap-3 border-t border-stone-300 pt-4">
      <h2 id="manage-heading" className="text-xl font-bold">
        Manage this battle
      </h2>
      {canCancel ? (
        confirm === "cancel" ? (
          <Confirm action={cancelBattleAction} battleId={battleId} submitLabel={`Cancel issue #${issue}`} basePath={basePath}>
            <p>
              Cancel issue #{issue}? Nothing of it has been applied yet, so nothing changes on the teams. It stays in the list, marked cancelled, and any rolls it had stay in the
              roll log.
            </p>
          </Confirm>
        ) : (
          <Link href={`${basePath}?confirm=cancel#manage`} className={`${LINK_BUTTON} border-stone-400 bg-white hover:bg-stone-100`}>
            Cancel this battle
          </Link>
        )
      ) : null}
      {note ? <p className="rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800">{note}</p> : null}
      {closedNote && status === "RESOLVED" && undoBlockers?.length ? (
        <UndoBlockers issue={issue} blockers={undoBlockers} battleId={battleId} campaignPath={campaignPath} />
      ) : closedNote ? (
        <p className="rounded-lg border border-stone-300 bg-stone-50 p-4 text-stone-800">{closedNote}</p>
      ) : null}
      {canUndo ? (
        confirm === "undo" ? (
          <Confirm action={undoBattleAction} battleId={battleId} submitLabel={`Undo issue #${issue}`} basePath={basePath}>
            <p>
              Undo issue #{issue}? Its story points, injuries, captures, bumps, bases and curses are reversed with correcting records. Changes made since that do not depend on it,
              such as a character added or a guest star booked, stay as they are. The battle and its rolls stay in the history, marked undone, and it can be redone later.
            </p>
          </Confirm>
        ) : (
          <Link href={`${basePath}?confirm=undo#manage`} className={`${LINK_BUTTON} border-red-700 bg-white text-red-800 hover:bg-red-50`}>
            Undo this battle
          </Link>
        )
      ) : null}
      {canRedo ? (
        <BattleForm action={redoBattleAction} hidden={{ battleId }} className="flex flex-col gap-3">
          <p>This battle was undone. Redo applies its stored results again; no die is rolled again.</p>
          <div>
            <SubmitButton pendingLabel="Redoing…">Redo this battle</SubmitButton>
          </div>
        </BattleForm>
      ) : null}
    </section>
  );
}
