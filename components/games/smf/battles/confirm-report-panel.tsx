import { SubmitButton } from "@/components/ui/submit-button";
import { confirmReportAction } from "@/lib/games/smf/actions/battles/confirm-report-action";
import { BattleForm } from "@/components/battles/battle-form";

/** Another team's player or an organiser checks the report before anything is applied. */
export function ConfirmReportPanel({ battleId }: { battleId: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border-2 border-brand-700 bg-white p-4">
      <p className="font-semibold">Does this report match what happened at the table?</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <BattleForm action={confirmReportAction} hidden={{ battleId, decision: "confirm" }} className="flex flex-col gap-2">
          <SubmitButton pendingLabel="Confirming…">Confirm the report</SubmitButton>
        </BattleForm>
        <BattleForm action={confirmReportAction} hidden={{ battleId, decision: "send-back" }} className="flex flex-col gap-2">
          <SubmitButton pendingLabel="Sending back…">Send it back to be corrected</SubmitButton>
        </BattleForm>
      </div>
    </div>
  );
}
