import type { AdminConfirm } from "@/components/games/smf/battles/battle-admin";
import { battleFrame } from "@/components/games/smf/battles/battle-frame";
import { BattleLive } from "@/components/battles/battle-live";
import { battleNames } from "@/components/games/smf/battles/battle-names";
import { BattleStagePanel } from "@/components/games/smf/battles/battle-stage-panel";
import { BattleDice } from "@/components/games/smf/client";
import { eventLines, rollRows } from "@/lib/games/smf/views/tap-answer";
import { PreBattleSummary } from "@/components/games/smf/battles/pre-battle-summary";
import { FormMessage } from "@/components/ui/form-message";
import { requireUser } from "@/lib/server/auth/current-user";
import { whereItStands } from "@/lib/games/smf/battles/battle-news";
import { loadBattlePage } from "@/lib/games/smf/server/pages/load-battle-page";
import { throwOnBattlePageAction } from "./battle-throw-action";

type Params = { campaignId: string; battleId: string };
type Search = { notice?: string | string[]; confirm?: string | string[] };

/**
 * A press refused because the page was behind the battle (someone else rolled, chose or reported
 * first): what changed, and where it stands now. Nothing of that press was saved or rolled.
 */
function movedOnNotice(lastChange: string | null, where: string): string {
  const what = lastChange ? `: ${lastChange}` : " (someone else rolled or chose)";
  return `The battle moved on before your press arrived${what}. Nothing of yours was saved or rolled; it now stands at ${where}.`;
}

/**
 * Where the latest throw's answer belongs at the top of the page: while dice are being thrown and
 * once the last one resolved the battle. While the battle is played and reported, the pre-battle
 * summary tells what its dice did, and the tracker comes first.
 */
const DICE_ANSWERED = new Set(["PRE_BATTLE", "POST_BATTLE", "RESOLVED"]);

/** One battle (an issue), step by step: a stepper, the one panel for where it stands, and its records. */
export async function BattlePage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Search> }) {
  const { campaignId, battleId } = await params;
  const { notice, confirm } = await searchParams;
  const user = await requireUser(`/campaigns/${campaignId}/battles/${battleId}`);
  const { view, setupTeams } = await loadBattlePage(user.id, campaignId, battleId);
  const { loaded } = view;
  const { row } = loaded;
  const names = battleNames(loaded);
  const showPreBattleAbove = loaded.data.preBattle && view.progress.kind !== "reporting";
  const where = whereItStands(view);
  const noticeText = notice === "moved-on" ? movedOnNotice(row.lastChange, where) : undefined;
  const confirmStep: AdminConfirm = confirm === "undo" || confirm === "cancel" ? confirm : undefined;

  return (
    <div className="flex flex-col gap-6">
      <BattleDice
        battleId={battleId}
        version={row.version}
        frame={battleFrame(view, campaignId, confirmStep)}
        live={
          <>
            <BattleLive battleId={battleId} version={row.version} lastChange={row.lastChange} where={where} />
            {noticeText ? <FormMessage message={noticeText} tone="info" /> : null}
          </>
        }
        throwDice={throwOnBattlePageAction}
        lastThrow={DICE_ANSWERED.has(row.status) ? view.lastThrow : undefined}
        tally={view.tally && (row.status === "POST_BATTLE" || row.status === "RESOLVED") ? view.tally : undefined}
        events={eventLines(view.events)}
        rolls={rollRows(view.rolls)}
        preBattle={
          showPreBattleAbove ? (
            <details className="rounded-lg border border-stone-300 bg-white p-3">
              <summary className="cursor-pointer font-semibold">Pre-battle summary</summary>
              <div className="pt-3">
                <PreBattleSummary result={loaded.data.preBattle!} headingLevel={3} />
              </div>
            </details>
          ) : null
        }
      >
        <BattleStagePanel view={view} names={names} {...(setupTeams ? { preBattleTeams: setupTeams } : {})} />
      </BattleDice>
    </div>
  );
}
