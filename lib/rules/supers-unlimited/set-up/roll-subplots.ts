/**
 * Subplots (optional, SU L1441–L1517): each player throws 1D10 on the Subplot table (L1447–L1455).
 * A 9–10 lets the rolling player choose (L1455); when two or more players would choose, those
 * players throw again (L1457, SU-R10). First Blood or Take Their Leader held twice scores twice
 * (L1459); a second Prize or V.I.P. adds nothing (SU-R11).
 */
import type { Dice, ThrownDie } from "../../dice";
import { D10 } from "../dice";
import { MAX_ROLL_OFF_ROUNDS, type PlayerId, type SetUpRecordBase } from "./roll-off";
import { rowForFace, SUBPLOT_TABLE, subplotName, type SubplotId } from "./tables";

/** A player's Subplot: rolled, chosen after a 9–10, or still to choose (`subplotId` null). */
export interface SubplotEntry {
  playerId: PlayerId;
  /** The face that stood (the last one the player threw). */
  face: number;
  subplotId: SubplotId | null;
  source: "rolled" | "chosen";
}

/** STORED AS JSON; changing it needs a data migration. */
export interface SubplotRecord extends SetUpRecordBase {
  step: "subplots";
  entries: SubplotEntry[];
}

/** Each player throws; choosers throw again while two or more of them would choose (SU-R10). */
export function rollSubplots(dice: Dice, players: readonly PlayerId[]): SubplotRecord {
  if (players.length === 0 || new Set(players).size !== players.length) throw new Error(`Subplots need different players (got ${players.join(", ")})`);
  const thrown: ThrownDie[] = [];
  const faces = new Map<PlayerId, number>();
  let throwing = [...players];
  for (let round = 1; throwing.length > 0; round++) {
    if (round > MAX_ROLL_OFF_ROUNDS) throw new Error(`Subplot choosers tied ${MAX_ROLL_OFF_ROUNDS} times: the dice source is broken`);
    const thrownAt = new Map<PlayerId, number>();
    for (const playerId of throwing) {
      const face = dice.roll(D10, "subplot");
      faces.set(playerId, face);
      thrownAt.set(playerId, thrown.length);
      thrown.push({ sides: D10, face, purpose: "subplot", status: "kept", note: `${playerId}, round ${round}` });
    }
    const choosers = throwing.filter((p) => rowForFace(SUBPLOT_TABLE, faces.get(p)!).id === "choose");
    throwing = choosers.length > 1 ? choosers : [];
    for (const playerId of throwing) {
      const i = thrownAt.get(playerId)!;
      thrown[i] = { ...thrown[i]!, status: "rerolled", note: `${thrown[i]!.note}, two or more would choose` };
    }
  }
  const entries = players.map((playerId): SubplotEntry => {
    const face = faces.get(playerId)!;
    const row = rowForFace(SUBPLOT_TABLE, face);
    return { playerId, face, subplotId: row.id === "choose" ? null : row.id, source: "rolled" };
  });
  return { step: "subplots", entries, thrown, summary: subplotSummary(entries) };
}

function subplotSummary(entries: readonly SubplotEntry[]): string {
  return entries.map((e) => `${e.playerId} ${e.face} → ${e.subplotId ? subplotName(e.subplotId) : "chooses"}${e.source === "chosen" ? " (chosen)" : ""}`).join("; ");
}

export type SubplotChoiceErrorCode = "subplot-not-choosing";
export type SubplotChoiceResult = { ok: true; record: SubplotRecord } | { ok: false; error: { code: SubplotChoiceErrorCode; message: string } };

/** The choice of a player who threw 9–10 (SU L1455). Error `subplot-not-choosing`: that player has no choice to make. */
export function chooseSubplot(record: SubplotRecord, playerId: PlayerId, subplotId: SubplotId): SubplotChoiceResult {
  const entry = record.entries.find((e) => e.playerId === playerId);
  if (!entry || entry.subplotId !== null) {
    return { ok: false, error: { code: "subplot-not-choosing", message: `${playerId} has no Subplot to choose: only a player who threw 9 or 10 chooses.` } };
  }
  const entries = record.entries.map((e) => (e === entry ? { ...e, subplotId, source: "chosen" as const } : e));
  return { ok: true, record: { ...record, entries, summary: subplotSummary(entries) } };
}

/** A Subplot in play and how many times it scores each time it applies (L1459, SU-R11). */
export interface SubplotInPlay {
  subplotId: SubplotId;
  /** First Blood and Take Their Leader: once per player who has it; Prize and V.I.P.: 1. */
  times: number;
}

/** The Subplots in play once every choice is made; throws while a choice is pending. */
export function subplotsInPlay(record: SubplotRecord): SubplotInPlay[] {
  const counts = new Map<SubplotId, number>();
  for (const e of record.entries) {
    if (e.subplotId === null) throw new Error(`${e.playerId} has still to choose a Subplot`);
    counts.set(e.subplotId, (counts.get(e.subplotId) ?? 0) + 1);
  }
  return [...counts].map(([subplotId, n]) => ({ subplotId, times: subplotId === "first-blood" || subplotId === "take-their-leader" ? n : 1 }));
}
