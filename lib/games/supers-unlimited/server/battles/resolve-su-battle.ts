import "server-only";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { SU_VP_CURRENCY } from "../..";
import { suScoringSettings } from "../../campaign-settings";
import { subplotsOfSetUp } from "../../battles/set-up-steps";
import { scoreReport, withNames, type SuResultReport } from "../../battles/score-result";
import type { SuBattleDetails } from "../../battles/su-battle-details";
import { lockSuBattle, toJson } from "./load-su-battle";
import { loadSuTrackedEntries, suTrackerState } from "./track-su-battle";
import { namesOfSides, trackedStory, trackerBattleOf } from "../../battles/tracker";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { can } from "@/lib/authz/permissions";
import { endgameStillOwed } from "@/lib/rules/supers-unlimited";

export type ResolveSuBattleResult =
  { ok: true; vp: Record<string, number> } | ServiceFailure<"not-found" | "wrong-stage" | "invalid-result" | "endgame-not-played" | "not-allowed">;

/** The VP row of one team for one battle: one per battle and team, so a retried submit cannot add it twice. */
export const suBattleVpKey = (battleId: string, teamId: string) => `su-battle:${battleId}:vp:${teamId}`;

/**
 * The result of a battle whose set-up is complete: each model's end state and the Subplot facts,
 * scored by the rules library (SU L1354–L1517), written in one transaction: the score with a line
 * per VP source in Battle.details, each team's WON / LOST / DRAW by VP, one VP ledger row per team
 * that scored (reason BATTLE_VP), the line-up's characters marked as having fought, the battle
 * RESOLVED, and the open pages told.
 *
 * How it ended (Ruling SU-R44): through its Endgame by default, and then a battle the tracker
 * followed must show every Endgame Turn played or passed; "after the fact" or "stopped" (conceded or
 * abandoned) are an organiser's to record (su:end-otherwise) and are kept with the result.
 *
 * Errors: not-found, wrong-stage (the set-up is not complete, or the battle is resolved already:
 * a second submit changes nothing), endgame-not-played (the tracker shows Endgame Turns still to
 * play; the message names them), not-allowed (an ending other than the Endgame, by a player),
 * invalid-result (the report breaks a rule; the message says which).
 */
export async function resolveSuBattle(access: CampaignAccess, battleId: string, report: SuResultReport): Promise<ResolveSuBattleResult> {
  return db.$transaction(async (tx) => {
    const battle = await lockSuBattle(tx, battleId);
    if (!battle || battle.row.campaignId !== access.campaignId)
      return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
    if (battle.row.status !== "REPORTING") {
      const message =
        battle.row.status === "SETUP"
          ? "Finish the set-up before the result."
          : `Issue #${battle.row.issue} is ${battle.row.status.toLowerCase()}: its result cannot be entered now.`;
      return { ok: false, code: "wrong-stage", message } as const;
    }
    const scenarioId = battle.details.setUp.scenario!.scenarioId;
    const ending = report.ending ?? "endgame";
    if (ending !== "endgame" && !can(access.role, "su:end-otherwise", { isOwner: false, game: supersUnlimited }))
      return { ok: false, code: "not-allowed", message: "Only an organiser records a battle that ended otherwise than through its Endgame." } as const;
    // The journal tells the battle from the tracker's taps (Ruling SU-R43), when the table tapped any.
    const entries = await loadSuTrackedEntries(battleId, tx);
    const tracked = entries.length > 0 ? suTrackerState(battle, entries) : null;
    if (tracked && ending === "endgame") {
      const owed = endgameStillOwed(trackerBattleOf(scenarioId, battle.sides), tracked);
      if (owed)
        return {
          ok: false,
          code: "endgame-not-played",
          message: `${withNames(owed, battle.sides)} Tap them on the tracker first; an organiser can record a battle conceded, abandoned or entered after the fact.`,
        } as const;
    }
    const scored = scoreReport(battle.sides, scenarioId, subplotsOfSetUp(battle.details.setUp), report, suScoringSettings(battle.settings));
    if (!scored.ok) return { ok: false, code: "invalid-result", message: scored.message } as const;

    const story = tracked
      ? {
          tracked: trackedStory(
            tracked,
            namesOfSides(battle.sides),
            entries.map((e) => e.id),
          ),
        }
      : {};
    const details: SuBattleDetails = { ...battle.details, result: { ...report, ending, score: scored.score, ...story } };
    const now = new Date();
    await tx.battle.update({
      where: { id: battleId },
      data: {
        details: toJson(details),
        status: "RESOLVED",
        resolvedAt: now,
        reportedAt: now,
        reportedById: access.userId,
        reportedByName: access.actorName,
        applyCount: { increment: 1 },
      },
    });
    for (const side of battle.sides) {
      await tx.battleTeam.update({ where: { battleId_teamId: { battleId, teamId: side.teamId } }, data: { result: scored.results[side.teamId] } });
      const vp = scored.score.vp[side.teamId] ?? 0;
      // The ledger holds changes only (a delta is never 0): a team that scored nothing has no row.
      if (vp > 0) {
        const note = scored.score.lines
          .filter((l) => l.sideId === side.teamId && l.vp > 0)
          .map((l) => `${l.detail} (+${l.vp})`)
          .join("; ");
        await tx.storyPointEntry.create({
          data: {
            teamId: side.teamId,
            campaignId: battle.row.campaignId,
            currency: SU_VP_CURRENCY,
            reason: "BATTLE_VP",
            delta: vp,
            note: `Issue #${battle.row.issue}: ${withNames(note, battle.sides)}`.slice(0, 500),
            battleId,
            actorId: access.userId,
            actorName: access.actorName,
            idempotencyKey: suBattleVpKey(battleId, side.teamId),
          },
        });
      }
    }
    await tx.character.updateMany({ where: { id: { in: battle.sides.flatMap((s) => s.lineUp.map((m) => m.characterId)) } }, data: { hasFought: true } });
    const winners = battle.sides.filter((s) => scored.results[s.teamId] === "WON").map((s) => s.teamName);
    await recordActivity(tx, {
      campaignId: battle.row.campaignId,
      actor: access,
      kind: "BATTLE_RESOLVED",
      summary: `Issue #${battle.row.issue} is resolved: ${winners.length > 0 ? `${winners.join(" and ")} won` : "a draw"} (${battle.sides.map((s) => `${s.teamName} ${scored.score.vp[s.teamId]} VP`).join(", ")}).`,
      payload: { v: 1, battleId, issue: battle.row.issue },
    });
    await battleChanged(tx, supersUnlimited, battleId, access, "entered the result");
    return { ok: true, vp: scored.score.vp } as const;
  }, BATTLE_TRANSACTION);
}
