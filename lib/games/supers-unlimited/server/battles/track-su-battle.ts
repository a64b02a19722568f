import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { can } from "@/lib/authz/permissions";
import { foldSuTracker, suTapProblem, type SuTrackedEntry, type SuTrackerState, type SuTrackPayload } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { appendBattleTap, loadBattleTaps } from "@/lib/server/battles/tap-log";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { withNames } from "../../battles/score-result";
import { namesOfSides, suTapWords, trackerBattleOf } from "../../battles/tracker";
import { readSuTrackPayload, type SuTrackTap } from "../../schemas/tracker";
import { supersUnlimited } from "../..";
import type { LoadedSuBattle } from "../../views/su-battle-view";
import { loadSuBattle } from "./load-su-battle";

export type TrackSuBattleResult =
  { ok: true; entryId: string; isRepeat: boolean } | ServiceFailure<"not-found" | "wrong-stage" | "not-allowed" | "illegal-tap" | "key-reused" | "too-many-taps">;

/** A battle's tracked taps in the order they were recorded (rows whose payload does not read are left out). */
export async function loadSuTrackedEntries(battleId: string, tx: Prisma.TransactionClient = db): Promise<SuTrackedEntry[]> {
  return loadBattleTaps(tx, battleId, readSuTrackPayload);
}

/** The battle's tracked state (foldSuTracker); null before its scenario is rolled. */
export function suTrackerState(battle: LoadedSuBattle, entries: readonly SuTrackedEntry[]): SuTrackerState | null {
  const scenarioId = battle.details.setUp.scenario?.scenarioId;
  if (!scenarioId) return null;
  return foldSuTracker(trackerBattleOf(scenarioId, battle.sides), entries, (id) => battle.names.get(id) ?? id);
}

/**
 * Records one tap of the tracker (or, `strike`, undoes one) while the battle is played, i.e. while it
 * waits for its result, through the battles' append-only tap log (appendBattleTap: request key,
 * side by side under the battle row's shared lock, rate limit, live notice). Anyone who plays the
 * battle taps for every team, as for the result (battle:play). The tap must fit the battle as
 * tracked so far (suTapProblem, Rulings SU-R43 to SU-R46); a refusal says why and writes nothing.
 */
export async function trackSuBattle(access: CampaignAccess, battleId: string, requestKey: string, tap: SuTrackTap): Promise<TrackSuBattleResult> {
  return appendBattleTap<"not-found" | "wrong-stage" | "not-allowed" | "illegal-tap">(access, battleId, requestKey, async (tx) => {
    const battle = await loadSuBattle(battleId, tx);
    if (!battle || battle.row.campaignId !== access.campaignId)
      return { ok: false, code: "not-found", message: "That battle is not a Supers Unlimited battle of this league." } as const;
    if (battle.row.status !== "REPORTING")
      return { ok: false, code: "wrong-stage", message: `The tracker follows a battle while it is played: issue #${battle.row.issue} is not being played.` } as const;
    if (!can(access.role, "battle:play", { isOwner: battle.sides.some((s) => s.ownerId === access.userId), game: supersUnlimited }))
      return { ok: false, code: "not-allowed", message: "Your role in this league does not allow that." } as const;
    const entries = await loadSuTrackedEntries(battleId, tx);
    const state = suTrackerState(battle, entries)!;
    const problem = suTapProblem(trackerBattleOf(battle.details.setUp.scenario!.scenarioId, battle.sides), state, tap);
    if (problem) return { ok: false, code: "illegal-tap", message: withNames(problem, battle.sides) } as const;
    const names = namesOfSides(battle.sides);
    const label = (i: number) => state.objectives[i]?.label ?? `Objective ${i + 1}`;
    const said = tap.kind === "strike" ? `undid “${suTapWords(state.live.find((e) => e.id === tap.entryId)!.payload, names, label)}”` : `tracked ${suTapWords(tap, names, label)}`;
    return { ok: true, payload: { v: 1, ...tap } as SuTrackPayload, said };
  });
}
