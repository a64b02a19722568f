import Link from "next/link";
import { BattleAdmin, type AdminConfirm } from "@/components/games/smf/battles/battle-admin";
import { BattleLive } from "@/components/battles/battle-live";
import { battleNames } from "@/components/games/smf/battles/battle-names";
import { BattleStagePanel } from "@/components/games/smf/battles/battle-stage-panel";
import { BATTLE_STATUS_LABELS, reachedStepIndex, statusBadgeClass } from "@/components/battles/battle-status";
import { BattleStepper } from "@/components/games/smf/battles/battle-stepper";
import { BattleDice } from "@/components/games/smf/client";
import { eventLines, rollRows } from "@/lib/games/smf/views/tap-answer";
import { PreBattleSummary, scenarioName, specialEventName } from "@/components/games/smf/battles/pre-battle-summary";
import { FormMessage } from "@/components/ui/form-message";
import { requireUser } from "@/lib/server/auth/current-user";
import { whereItStands } from "@/lib/games/smf/battles/battle-news";
import { loadBattlePage } from "@/lib/games/smf/server/pages/load-battle-page";

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
  const basePath = `/campaigns/${campaignId}/battles/${battleId}`;
  const user = await requireUser(basePath);
  const { view, setupTeams } = await loadBattlePage(user.id, campaignId, battleId);
  const { loaded } = view;
  const { row } = loaded;
  const names = battleNames(loaded);
  const scenario = scenarioName(loaded.data.preBattle?.scenario.scenarioId ?? loaded.data.scenarioChoice);
  const event = specialEventName(loaded.data.preBattle?.specialEvent.eventId ?? loaded.data.specialEventChoice);
  const showPreBattleAbove = loaded.data.preBattle && view.progress.kind !== "reporting";
  const where = whereItStands(view);
  const noticeText = notice === "moved-on" ? movedOnNotice(row.lastChange, where) : undefined;
  const confirmStep: AdminConfirm = confirm === "undo" || confirm === "cancel" ? confirm : undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link href={`/campaigns/${campaignId}/battles`} className="self-start text-sm font-semibold text-brand-700 underline underline-offset-4">
          All battles
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-black">Issue #{row.issue}</h1>
          <span className={statusBadgeClass(row.status)}>{BATTLE_STATUS_LABELS[row.status]}</span>
        </div>
        <p className="text-lg font-semibold">{row.teams.map((t) => t.teamName).join(" vs ")}</p>
        {row.teams
          .filter((t) => view.guestStars[t.teamId])
          .map((t) => (
            <p key={t.teamId} data-guest-star={t.teamId} className="self-start rounded-md border-l-4 border-brand-600 bg-brand-50/40 px-3 py-1 text-sm">
              <span className="font-semibold">{t.teamName}</span> — {guestStarNote(view.guestStars[t.teamId]!, row.status)}
            </p>
          ))}
        <p className="text-sm text-stone-700">
          {scenario ?? "Scenario: rolled in the pre-battle"}
          {event ? ` · ${event}` : ""}
        </p>
      </div>
      <BattleStepper status={row.status} {...(row.status === "CANCELLED" ? { cancelledAt: reachedStepIndex(loaded.data) } : {})} />
      <BattleLive battleId={battleId} version={row.version} lastChange={row.lastChange} where={where} />
      {noticeText ? <FormMessage message={noticeText} tone="info" /> : null}
      <BattleDice
        battleId={battleId}
        version={row.version}
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
      <BattleAdmin
        battleId={battleId}
        issue={row.issue}
        status={row.status}
        may={view.may}
        cancelNote={view.cancelNote}
        undoNote={view.undoNote}
        undoBlockers={view.undoBlockers}
        campaignPath={`/campaigns/${campaignId}`}
        confirm={confirmStep}
        basePath={basePath}
      />
    </div>
  );
}

/** A booked guest star arrives at round 2 (L2694); once the battle is resolved it is told as used. */
function guestStarNote(count: number, status: string): string {
  const what = count === 1 ? "a guest star" : `${count} guest stars`;
  if (status === "RESOLVED" || status === "UNDONE") return `fought with ${what} (arrived round 2).`;
  return `${count === 1 ? "Guest star booked" : `${count} guest stars booked`}: joins this battle (arrives round 2).`;
}
