/**
 * Members who reach the table late, known before the battle without any roll:
 * - a Magic Artifact bearer whose team did not pay the upkeep after the last battle arrives at the
 *   start of round 3 (SMF L898);
 * - a henchmen group wiped out last battle returns at full strength at the start of round 2 (L1901);
 * - anything the post-battle sequence left in state.nextBattle.arrivesRound.
 * Also lists the other next-battle effects (Ruling R18) so the team card can show them.
 */
import type { SmfCharacter } from "../character";
import { hasPower } from "../roster/traits";
import type { MemberRef } from "./pre-battle-record";

/** STORED AS JSON (pre-battle results); changing it needs a data migration. */
export interface LateArrival {
  character: MemberRef;
  round: 2 | 3;
  reason: "magic-artifact-upkeep-unpaid" | "henchmen-wiped-out" | "next-battle-effect";
  summary: string;
}

export interface LateArrivalsInput {
  fielded: readonly SmfCharacter[];
  /** The team did not pay the Magic Artifact's 1 SP after its last battle. */
  isMagicArtifactUpkeepUnpaid?: boolean;
  /** Henchmen groups wiped out in the team's last battle. */
  wipedOutHenchmenIds?: readonly string[];
}

export function lateArrivals(input: LateArrivalsInput): LateArrival[] {
  const arrivals: LateArrival[] = [];
  const wiped = new Set(input.wipedOutHenchmenIds ?? []);
  for (const c of input.fielded) {
    const character = { characterId: c.id, name: c.name };
    if (input.isMagicArtifactUpkeepUnpaid && hasPower(c, "magic-artifact")) {
      arrivals.push({
        character,
        round: 3,
        reason: "magic-artifact-upkeep-unpaid",
        summary: `${c.name} arrives at the start of round 3: the Magic Artifact's upkeep was not paid (L898)`,
      });
    } else if (wiped.has(c.id)) {
      arrivals.push({
        character,
        round: 2,
        reason: "henchmen-wiped-out",
        summary: `${c.name} was wiped out last battle: back at full strength, arriving at the start of round 2 (L1901)`,
      });
    } else if (c.state.nextBattle.arrivesRound) {
      arrivals.push({
        character,
        round: c.state.nextBattle.arrivesRound,
        reason: "next-battle-effect",
        summary: `${c.name} arrives at the start of round ${c.state.nextBattle.arrivesRound}`,
      });
    }
  }
  return arrivals;
}

/** Injury effects on fielded characters for this battle (Ruling R18), as lines for the team card. */
export function nextBattleNotes(fielded: readonly SmfCharacter[]): string[] {
  const notes: string[] = [];
  for (const c of fielded) {
    const { moveLoss, attackDiceLoss } = c.state.nextBattle;
    const parts: string[] = [];
    if (moveLoss > 0) parts.push(`−${moveLoss}" Move`);
    if (attackDiceLoss > 0) parts.push(`−${attackDiceLoss}D on attack rolls`);
    if (parts.length > 0) notes.push(`${c.name}: ${parts.join(", ")} this battle`);
    if (c.state.curses > 0) notes.push(`${c.name}: cursed, +${c.state.curses} to all TNs`);
  }
  return notes;
}
