import type { Dice } from "@/lib/rules/dice";
import type { PostBattleChoices, PostBattleStepId } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { slotFor, type BattleStage } from "@/lib/games/smf/battles/battle-stages";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { loadBattle } from "@/lib/games/smf/server/battles/load-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { confirmReport, reportBattle, type ReportBattleInput } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";

/**
 * Plays one battle on to its end through the battle services, the way the battle screens move it
 * (used by `npm run demo` and `npm run seed:large`): lock the (empty) pre-battle choices, let the
 * app roll every die with the given dice, report, confirm each decision step, and stop when the
 * battle is resolved. Works from wherever the battle stands, so an interrupted run can finish it.
 */
export interface BattlePlay {
  /** The app's dice for each stage (seeded, so a run is reproducible). */
  dice: Record<BattleStage["kind"], Dice>;
  /** Request keys are `<keyPrefix>:<battleId>:<slot>`: a re-run after a crash cannot roll a slot twice. */
  keyPrefix: string;
  /** The report, from the battle as it stands after the pre-battle (scenario, event, line-ups). */
  report(loaded: LoadedBattle): ReportBattleInput;
  /** A decision step's choices; none (the defaults) when left out. */
  decide?(step: PostBattleStepId, loaded: LoadedBattle): PostBattleChoices;
  /**
   * Who makes a decision step's choices, when not the player moving the battle on: spending a
   * team's story points takes its owner or an organiser (lib/games/smf/server/battles/spend-owners.ts).
   */
  decider?(step: PostBattleStepId): Promise<CampaignAccess>;
  /** Who confirms a report that waits for confirmation (only if the campaign asks for it). */
  confirmer?(): Promise<CampaignAccess>;
  /** The error to stop with when a service refuses a step. */
  fail(step: string, failure: { code: string; message: string; problems?: unknown }): Error;
  onReported?(issue: number): void;
  onResolved?(issue: number): void;
  /** The issue number of a battle just set up: it starts at its pre-battle choices without a read. */
  newIssue?: number;
}

/** Far more moves than a battle takes: a battle that stops moving is a bug, not a reason to spin. */
const MAX_MOVES = 100;

export async function playBattle(access: CampaignAccess, battleId: string, play: BattlePlay): Promise<void> {
  let issue: number;
  let progress: BattleProgress;
  if (play.newIssue !== undefined) {
    issue = play.newIssue;
    progress = { kind: "setup" };
  } else {
    const view = await getBattleView(access, battleId);
    if (!view) throw new Error(`Battle ${battleId} is not in the campaign.`);
    issue = view.loaded.row.issue;
    progress = view.progress;
  }
  // The battle as stored, for the report (scenario, event, line-ups) and the decisions.
  const read = async () => (await loadBattle(battleId))!;
  for (let move = 0; move < MAX_MOVES; move++) {
    switch (progress.kind) {
      case "setup": {
        const locked = await lockPreBattleChoices(access, battleId, []);
        if (!locked.ok) throw play.fail(`locking the pre-battle of issue #${issue}`, locked);
        progress = locked.progress;
        break;
      }
      case "needs-dice": {
        const slot = slotFor(progress.stage, progress.request.index);
        const thrown = await throwDice(
          access,
          battleId,
          { slot, requestKey: `${play.keyPrefix}:${battleId}:${slot}`, source: "app", rollRest: true },
          play.dice[progress.stage.kind],
        );
        if (!thrown.ok) throw play.fail(`rolling for issue #${issue}`, thrown);
        progress = thrown.progress;
        break;
      }
      case "reporting": {
        const reported = await reportBattle(access, battleId, play.report(await read()));
        if (!reported.ok) throw play.fail(`reporting issue #${issue}`, reported);
        play.onReported?.(issue);
        progress = reported.progress;
        break;
      }
      case "awaiting-confirmation": {
        if (!play.confirmer) throw new Error(`Issue #${issue} waits for a confirmation no one was named to give.`);
        const confirmed = await confirmReport(await play.confirmer(), battleId, true);
        if (!confirmed.ok) throw play.fail(`confirming issue #${issue}`, confirmed);
        progress = confirmed.progress;
        break;
      }
      case "needs-decision": {
        const choices = play.decide ? play.decide(progress.step, await read()) : {};
        const decider = play.decider ? await play.decider(progress.step) : access;
        const chosen = await choosePostBattle(decider, battleId, progress.step, choices);
        if (!chosen.ok) throw play.fail(`confirming the ${progress.step} step of issue #${issue}`, chosen);
        progress = chosen.progress;
        break;
      }
      case "refused":
        throw play.fail(`the ${progress.step} step of issue #${issue}`, { code: "refused", message: "the rules refused the step's choices", problems: progress.problems });
      case "finished":
        if (progress.status !== "RESOLVED") throw new Error(`Issue #${issue} was ${progress.status.toLowerCase()}; it cannot be played on.`);
        play.onResolved?.(issue);
        return;
    }
  }
  throw new Error(`Battle ${battleId} did not settle.`);
}
