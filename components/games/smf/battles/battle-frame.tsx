import { BattleIssueTitle } from "@/components/battles/battle-issue-title";
import { reachedStepIndex } from "@/components/battles/battle-status";
import type { BattleView } from "@/lib/games/smf/views/battle-view";
import type { BattleFrame } from "@/lib/games/smf/views/tap-answer";
import { BattleAdmin, type AdminConfirm } from "./battle-admin";
import { BattleStepper } from "./battle-stepper";
import { scenarioName, specialEventName } from "./pre-battle-summary";

/** A booked guest star arrives at round 2 (L2694); once the battle is resolved it is told as used. */
function guestStarNote(count: number, status: string): string {
  const what = count === 1 ? "a guest star" : `${count} guest stars`;
  if (status === "RESOLVED" || status === "UNDONE") return `fought with ${what} (arrived round 2).`;
  return `${count === 1 ? "Guest star booked" : `${count} guest stars booked`}: joins this battle (arrives round 2).`;
}

/** The battle page's heading: the issue, its status, its teams, their guest stars, its scenario and event. */
function BattleHeading({ view, campaignId }: { view: BattleView; campaignId: string }) {
  const { loaded } = view;
  const { row } = loaded;
  const scenario = scenarioName(loaded.data.preBattle?.scenario.scenarioId ?? loaded.data.scenarioChoice);
  const event = specialEventName(loaded.data.preBattle?.specialEvent.eventId ?? loaded.data.specialEventChoice);
  return (
    <div className="flex flex-col gap-2">
      <BattleIssueTitle campaignId={campaignId} issue={row.issue} status={row.status} />
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
  );
}

/**
 * The parts of the battle page that follow the battle's status: its heading (the status badge, the
 * guest stars' note), the stepper and the way to manage it. The page draws them, and so does the
 * answer to a throw that ends the battle (components/games/smf/pages/battle-throw-action.tsx).
 */
export function battleFrame(view: BattleView, campaignId: string, confirm?: AdminConfirm): BattleFrame {
  const { row } = view.loaded;
  const basePath = `/campaigns/${campaignId}/battles/${row.id}`;
  return {
    heading: <BattleHeading view={view} campaignId={campaignId} />,
    stepper: <BattleStepper status={row.status} {...(row.status === "CANCELLED" ? { cancelledAt: reachedStepIndex(view.loaded.data) } : {})} />,
    admin: (
      <BattleAdmin
        battleId={row.id}
        issue={row.issue}
        status={row.status}
        may={view.may}
        cancelNote={view.cancelNote}
        undoNote={view.undoNote}
        undoBlockers={view.undoBlockers}
        campaignPath={`/campaigns/${campaignId}`}
        confirm={confirm}
        basePath={basePath}
      />
    ),
  };
}
