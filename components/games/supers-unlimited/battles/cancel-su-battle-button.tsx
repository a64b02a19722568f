import { BattleForm } from "@/components/battles/battle-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { cancelSuBattleAction } from "@/lib/games/supers-unlimited/actions/cancel-su-battle-action";

/** Abandoning a battle before its result, so its teams may play another. */
export function CancelSuBattleButton({ battleId }: { battleId: string }) {
  return (
    <BattleForm action={cancelSuBattleAction} hidden={{ battleId }} className="flex flex-col gap-2">
      <p className="text-sm text-stone-700">Cancelling scores nothing; the battle stays in the history, cancelled, and its dice in the roll log.</p>
      <SubmitButton pendingLabel="Cancelling…" look="secondary">
        Cancel this battle
      </SubmitButton>
    </BattleForm>
  );
}
