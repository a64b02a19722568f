import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Dice } from "@/lib/rules/dice";
import { validateTypedFaces } from "@/lib/rules/dice";
import type { DiceRequest } from "@/lib/rules/dice-requests";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { BATTLE_TRANSACTION } from "@/lib/server/battles/battle-transaction";
import { advanceBattle, loadRecordedFaces, postBattleStateData } from "./advance-battle";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { battleChanged } from "@/lib/server/battles/battle-changed";
import { slotFor, type BattleStage } from "@/lib/games/smf/battles/battle-stages";
import { lockBattle, toJson } from "./load-battle";
import { cursorFor, resumeFromCursor, withThrow } from "@/lib/games/smf/battles/throw-cursor";
import type { RecordedFaces } from "@/lib/games/smf/battles/battle-progress";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { requestLabel } from "@/lib/games/smf/battles/roll-labels";
import { battleTeamOwners, isTeamControlled, mayActForTeam, othersTeamMessage, requestTeamId } from "./team-control";
import { appendRolls, type RollEntry } from "@/lib/server/rolls/append-roll";
import { superMissionForce } from "@/lib/games/smf";

export interface ThrowDiceInput {
  /** The slot of the request the player saw ("post:injuries:4"): a stale form cannot roll other dice. */
  slot: string;
  /** Unique per form render: a retried or double-submitted request returns the roll already made. */
  requestKey: string;
  /** "app": roll for me (server-side crypto dice); "physical": the faces the player typed. */
  source: "app" | "physical";
  faces?: unknown[];
  /** With "app": keep rolling for the table until the battle needs a decision or a report. */
  rollRest?: boolean;
}

export type ThrowDiceResult =
  { ok: true; progress: BattleProgress; rolled: number; alreadyRolled: boolean } | ServiceFailure<"nothing-to-roll" | "moved-on" | "bad-faces" | "app-dice-only" | "not-your-team">;

export const APP_DICE_ONLY_MESSAGE = "This campaign uses the app's dice only: typed faces are not accepted. Use Roll for me.";

/** How many throws one "roll the rest for me" may make: far more than any battle needs. */
const MAX_THROWS_PER_REQUEST = 200;

/**
 * Makes the battle's next throw, by the app's dice or the faces a player typed (Ruling R20), and
 * records it in the campaign's roll log; then moves the battle on as far as the new dice allow.
 * Holds the battle's lock, so two players pressing at once get one roll: the second sees the slot
 * taken and is told so (nothing is ever re-rolled).
 */
export async function throwDice(access: CampaignAccess, battleId: string, input: ThrowDiceInput, appDice: Dice = cryptoDice()): Promise<ThrowDiceResult> {
  const retried = await db.roll.findUnique({ where: { requestKey: input.requestKey }, select: { battleId: true } });
  if (retried?.battleId === battleId) return currentProgress(access, battleId, true);
  try {
    return await db.$transaction(async (tx) => {
      const loaded = await lockBattle(tx, battleId);
      const position = await positionOf(tx, loaded, access);
      let { progress, recorded, rolls } = position;
      if (progress.kind !== "needs-dice" || slotFor(progress.stage, progress.request.index) !== input.slot) {
        // Someone else rolled these dice first (or this is a late double submit): show their roll.
        const taken = await tx.roll.findUnique({ where: { battleId_slot: { battleId, slot: input.slot } }, select: { id: true } });
        if (taken) return { ok: true, progress, rolled: 0, alreadyRolled: true } as const;
        if (progress.kind !== "needs-dice") return { ok: false, code: "nothing-to-roll", message: "There is nothing to roll at this point of the battle." } as const;
        return { ok: false, code: "moved-on", message: "The battle has moved on since this page was loaded; here is where it stands now." } as const;
      }

      // Table policy (Campaign.appDiceOnly, teamControl): refused before any die, so nothing is written.
      if (input.source === "physical" && loaded.row.campaign.appDiceOnly) return { ok: false, code: "app-dice-only", message: APP_DICE_ONLY_MESSAGE } as const;
      // Every team the battle's dice may be for: the snapshot holds every active team of the campaign.
      const owners = isTeamControlled(loaded)
        ? await battleTeamOwners(
            tx,
            loaded,
            (loaded.data.snapshot?.teams ?? []).map((t) => t.teamId),
          )
        : [];
      const forTeam = (request: DiceRequest) => {
        const teamId = requestTeamId(loaded, request);
        return teamId ? owners.find((t) => t.teamId === teamId) : undefined;
      };
      const team = forTeam(progress.request);
      if (!mayActForTeam(access, loaded, team)) return { ok: false, code: "not-your-team", message: othersTeamMessage(team!, "roll its dice") } as const;

      let faces: number[];
      if (input.source === "physical") {
        const typed = validateTypedFaces(input.faces ?? [], progress.request.sides, progress.request.count);
        if (!typed.ok) return { ok: false, code: "bad-faces", message: typed.error.message } as const;
        faces = typed.faces;
      } else {
        const { request } = progress;
        faces = Array.from({ length: request.count }, () => appDice.roll(request.sides, request.purpose));
      }
      const isRun = input.rollRest === true && input.source === "app";
      const first = rollEntry(loaded, progress.stage, progress.request, faces, input.source, input.requestKey);
      // The throw's rolls are written together once it stops, and so is the post-battle state a run
      // leaves: a run of a dozen throws would otherwise make some forty round trips, each rewriting
      // the same row. Nothing reads them back inside the throw (the fold runs on `recorded`).
      const thrown: RollEntry[] = [first.entry];
      // Fold on from the stage's faces plus this throw: the steps before are stored, nothing is re-read.
      recorded = withThrow(recorded, progress.stage, faces);
      rolls++;
      progress = await advanceBattle(tx, loaded, recorded, access, { saveSteps: !isRun });

      // "Roll the rest": each throw moves the fold on in memory.
      while (isRun && progress.kind === "needs-dice" && thrown.length < MAX_THROWS_PER_REQUEST) {
        const { request, stage } = progress;
        // "Roll the rest" stops at the first throw that is another team's to make.
        if (!mayActForTeam(access, loaded, forTeam(request))) break;
        const more = Array.from({ length: request.count }, () => appDice.roll(request.sides, request.purpose));
        thrown.push(rollEntry(loaded, stage, request, more, "app", `${input.requestKey}:${thrown.length}`).entry);
        recorded = withThrow(recorded, stage, more);
        rolls++;
        progress = await advanceBattle(tx, loaded, recorded, access, { saveSteps: false });
      }
      await appendRolls(tx, access, thrown);
      // One write of the battle row: the cursor the next throw folds on from and, when a run stopped
      // inside the post-battle (at a decision), the state it left. At the end of the sequence
      // advanceBattle saved that state itself, before applying the battle.
      const cursor = cursorFor(progress, recorded, rolls);
      await tx.battle.update({
        where: { id: battleId },
        data: { throwCursor: cursor ? toJson(cursor) : Prisma.DbNull, ...(isRun && loaded.row.status === "POST_BATTLE" ? postBattleStateData(loaded) : {}) },
      });
      const rolled = thrown.length;
      const what =
        rolled > 1
          ? `rolled ${rolled} throws for the table, from ${first.label}`
          : `${input.source === "app" ? "rolled" : "typed the dice of"} ${first.label} (${faces.join(", ")})`;
      await battleChanged(tx, superMissionForce, battleId, access, what);
      return { ok: true, progress, rolled, alreadyRolled: false } as const;
    }, BATTLE_TRANSACTION);
  } catch (error) {
    // A request with the same key committed while this one waited for the lock.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return currentProgress(access, battleId, true);
    throw error;
  }
}

/**
 * "… and roll the rest for me" after a decision or the pre-battle lock: from wherever the battle
 * now stands, the app rolls every throw up to the next decision or report, exactly as the roll
 * card's button would (same checks, same key discipline). Nothing to roll: nothing happens.
 */
export async function rollTheRest(access: CampaignAccess, battleId: string, requestKey: string, appDice: Dice = cryptoDice()): Promise<ThrowDiceResult> {
  const now = await currentProgress(access, battleId, false);
  if (!now.ok || now.progress.kind !== "needs-dice") return now;
  const { stage, request } = now.progress;
  return throwDice(access, battleId, { slot: slotFor(stage, request.index), requestKey, source: "app", rollRest: true }, appDice);
}

async function currentProgress(access: CampaignAccess, battleId: string, alreadyRolled: boolean): Promise<ThrowDiceResult> {
  return db.$transaction(async (tx) => {
    const loaded = await lockBattle(tx, battleId);
    const { progress } = await positionOf(tx, loaded, access);
    return { ok: true, progress, rolled: 0, alreadyRolled };
  }, BATTLE_TRANSACTION);
}

/**
 * Where the battle stands before a throw, and the faces the throw folds on from: from the stored
 * throw cursor when it still matches the roll log (no die read, no rule run), else by one full
 * fold from every recorded die (a battle from before the cursor, or after an undo or a choice);
 * the throw then stores the cursor it leaves. Holds the battle's lock (the caller's transaction).
 */
export async function positionOf(
  tx: Prisma.TransactionClient,
  loaded: LoadedBattle,
  access: CampaignAccess,
): Promise<{ progress: BattleProgress; recorded: RecordedFaces; rolls: number }> {
  const rolls = await tx.roll.count({ where: { battleId: loaded.row.id } });
  const resumed = resumeFromCursor(loaded, loaded.row.throwCursor, rolls);
  if (resumed) return { ...resumed, rolls };
  const recorded = await loadRecordedFaces(tx, loaded.row.id);
  // The throw that follows stores the cursor it leaves (one write); a read alone stores nothing.
  return { progress: await advanceBattle(tx, loaded, recorded, access), recorded, rolls };
}

/** One throw as the roll log keeps it, and what it was ("Scenario: 1D"). */
function rollEntry(
  loaded: LoadedBattle,
  stage: BattleStage,
  request: DiceRequest,
  faces: number[],
  source: "app" | "physical",
  requestKey: string,
): { entry: RollEntry; label: string } {
  const names = requestNames(loaded, request);
  const label = requestLabel(request, names);
  const entry: RollEntry = {
    campaignId: loaded.row.campaignId,
    battleId: loaded.row.id,
    slot: slotFor(stage, request.index),
    requestKey,
    purpose: request.purpose,
    label: `Issue #${loaded.row.issue} · ${label}`,
    sides: request.sides,
    faces,
    source,
    teamId: request.teamId ?? null,
    teamName: names.teamName ?? null,
    characterId: request.characterId ?? null,
    characterName: names.characterName ?? null,
  };
  return { entry, label };
}

/** The team and character a request names, by the names the battle's snapshot holds. */
export function requestNames(loaded: LoadedBattle, request: Pick<DiceRequest, "teamId" | "characterId">): { teamName?: string; characterName?: string } {
  const teams = loaded.data.postBattleState?.teams ?? loaded.data.snapshot?.teams ?? [];
  const character = request.characterId ? teams.flatMap((t) => t.characters.map((c) => ({ c, t }))).find(({ c }) => c.id === request.characterId) : undefined;
  const team = request.teamId ? teams.find((t) => t.teamId === request.teamId) : character?.t;
  return { ...(team ? { teamName: team.name } : {}), ...(character ? { characterName: character.c.name } : {}) };
}
