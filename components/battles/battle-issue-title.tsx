import Link from "next/link";
import type { BattleStatus } from "@/lib/battles/battle-status";
import { BATTLE_STATUS_LABELS, statusBadgeClass } from "./battle-status";

/** A battle page's top lines: back to the campaign's battles, then the issue number with its status. */
export function BattleIssueTitle({ campaignId, issue, status }: { campaignId: string; issue: number; status: BattleStatus }) {
  return (
    <>
      <Link href={`/campaigns/${campaignId}/battles`} className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4">
        All battles
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-black">Issue #{issue}</h1>
        <span className={statusBadgeClass(status)}>{BATTLE_STATUS_LABELS[status]}</span>
      </div>
    </>
  );
}
