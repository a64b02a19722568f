import type { CharacterCampaignState } from "@/lib/rules/smf/character";

/**
 * A character's standing between battles in words: the status badge and the next-battle effects.
 * The character card shows them, and so does the battle set-up (its loader builds each line-up
 * choice's notes), so they live here, below both.
 */

export type StatusTone = "active" | "injured" | "captured" | "dead" | "retired";

export interface CardStatus {
  tone: StatusTone;
  label: string;
  /** A longer explanation for the badge, e.g. "Held by The Syndicate". */
  detail: string | null;
}

/** Injured = an injury still affects the next battle (Ruling R18). */
export function hasInjuryEffects(state: CharacterCampaignState): boolean {
  const n = state.nextBattle;
  return n.missesBattle || n.moveLoss > 0 || n.attackDiceLoss > 0;
}

export function characterStatus(state: CharacterCampaignState): CardStatus {
  switch (state.status) {
    case "dead":
      return { tone: "dead", label: "In memoriam", detail: null };
    case "captured":
      return { tone: "captured", label: "Captured", detail: state.capturedBy ? `Held by ${state.capturedBy.teamName}` : null };
    case "retired":
      return { tone: "retired", label: "Retired", detail: null };
    default:
      return hasInjuryEffects(state) ? { tone: "injured", label: "Injured", detail: "Effects on the next battle" } : { tone: "active", label: "Active", detail: null };
  }
}

/** The next-battle effects in words (Ruling R18); empty when there are none. */
export function nextBattleLines(state: CharacterCampaignState): string[] {
  const n = state.nextBattle;
  const lines: string[] = [];
  if (n.missesBattle) lines.push("Sits out the next battle");
  if (n.moveLoss > 0) lines.push(`−${n.moveLoss}" Move`);
  if (n.attackDiceLoss > 0) lines.push(`−${n.attackDiceLoss}D on attacks`);
  if (n.arrivesRound) lines.push(`Arrives at the start of round ${n.arrivesRound}`);
  return lines;
}
