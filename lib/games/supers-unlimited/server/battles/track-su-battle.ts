import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { can } from "@/lib/authz/permissions";
import { foldSuTracker, suTapProblem, type SuTrackedEntry, type SuTrackerState, type SuTrackPayload } from "@/lib/rules/supers-unlimited";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { battleTapped } from "@/lib/server/battles/battle-changed";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { tapLimit } from "@/lib/server/battles/tap-rate-limit";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { withNames } from "../../battles/score-result";
import { namesOfSides, suTapWords, trackerBattleOf } from "../../battles/tracker";
import { readSuTrackPayload, type SuTrackTap } from "../../schemas/tracker";
import { supersUnlimited } from "../..";
import type { LoadedSuBattle } from "../../views/su-battle-view";
import { loadSuBattle, toJson } from "./load-su-battle";

export type TrackSuBattleResult =
  { ok: true; entryId: string; isRepeat: boolean } | ServiceFailure<"not-found" | "wrong-stage" | "not-allowed" | "illegal-tap" | "key-reused" | "too-many-taps">;

/** A battle's tracked taps in the order they were recorded (rows whose payload does not read are left out). */
export async function loadSuTrackedEntries(battleId: string, tx: Prisma.TransactionClient = db): Promise<SuTrackedEntry[]> {
  const rows = await tx.battleTrackEntry.findMany({ where: { battleId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, payload: true, actorName: true } });
  return rows.flatMap((row) => {
    const payload = readSuTrackPayload(row.payload);
    return payload ? [{ id: row.id, payload, actorName: row.actorName }] : [];
  });
}

/** The battle's tracked state (foldSuTracker); null before its scenario is rolled. */
export function suTrackerState(battle: LoadedSuBattle, entries: readonly SuTrackedEntry[]): SuTrackerState | null {
  const scenarioId = battle.details.setUp.scenario?.scenarioId;
  if (!scenarioId) return null;
  return foldSuTracker(trackerBattleOf(scenarioId, battle.sides), entries, (id) => battle.names.get(id) ?? id);
}

/**
 * Records one tap of the tracker (or, `strike`, undoes one) while the battle is played, i.e. while it
 * waits for its result. Rows are only ever added: an undo is a row naming the row it strikes, so
 * every phone folds the same list. Anyone who plays the battle taps for every team, as for the
 * result (battle:play). Taps from several phones run side by side under the battle row's shared
 * lock, so they never wait for each other; the result (which locks the row) waits for taps under
 * way and refuses later ones by its stage. A request key already used answers with its row, so a
 * retried tap counts once. The tap must fit the battle as tracked so far (suTapProblem, Ruling
 * SU-R43), and come no faster than tapLimit allows; a refusal says why and writes nothing.
 */
export async function trackSuBattle(access: CampaignAccess, battleId: string, requestKey: string, tap: SuTrackTap): Promise<TrackSuBattleResult> {
  const repeat = await repeatedEntry(battleId, requestKey);
  if (repeat) return repeat;
  let said = "tracked a tap";
  try {
    const result = await db.$transaction(async (tx): Promise<TrackSuBattleResult> => {
      await tx.$queryRaw`SELECT id FROM "Battle" WHERE id = ${battleId} FOR SHARE`;
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
      // A player tapping faster than a table does is refused before anything is written or sent.
      const limited = await tapLimit(tx, battleId, access.userId);
      if (limited) return { ok: false, code: limited.code, message: limited.message } as const;
      const names = namesOfSides(battle.sides);
      const label = (i: number) => state.objectives[i]?.label ?? `Objective ${i + 1}`;
      if (tap.kind === "strike") {
        const struck = state.live.find((e) => e.id === tap.entryId)!;
        said = `undid “${suTapWords(struck.payload, names, label)}”`;
      } else said = `tracked ${suTapWords(tap, names, label)}`;
      const payload = { v: 1, ...tap } as SuTrackPayload;
      const entry = await tx.battleTrackEntry.create({
        data: { battleId, kind: payload.kind, payload: toJson(payload), actorId: access.userId, actorName: access.actorName, requestKey },
        select: { id: true },
      });
      return { ok: true, entryId: entry.id, isRepeat: false } as const;
    }, BATTLE_TRANSACTION);
    if (result.ok && !result.isRepeat) await battleTapped(db, battleId, access, said).catch(() => undefined);
    return result;
  } catch (error) {
    // The same tap sent twice at once: the other one recorded it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const again = await repeatedEntry(battleId, requestKey);
      if (again) return again;
    }
    throw error;
  }
}

async function repeatedEntry(battleId: string, requestKey: string): Promise<TrackSuBattleResult | null> {
  const row = await db.battleTrackEntry.findUnique({ where: { requestKey }, select: { id: true, battleId: true } });
  if (!row) return null;
  if (row.battleId !== battleId) return { ok: false, code: "key-reused", message: "That request was already used for another battle; reload the page and tap again." };
  return { ok: true, entryId: row.id, isRepeat: true };
}
