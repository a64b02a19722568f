import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { undoSuBattleAction } from "@/lib/games/supers-unlimited/actions/undo-su-battle-action";

/** An organiser's undo of a resolved battle: its VP are taken back by new ledger rows. */
export function UndoSuBattleButton({ battleId }: { battleId: string }) {
  return (
    <BattleForm action={undoSuBattleAction} hidden={{ battleId }} className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">Undo takes back this battle&apos;s VP and its win, loss or draw; the battle stays in the history, marked undone.</p>
      <SubmitButton pendingLabel="Undoing…" look="secondary">
        Undo this battle
      </SubmitButton>
    </BattleForm>
  );
}
