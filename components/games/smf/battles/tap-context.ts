"use client";
import { createContext } from "react";
import type { ActionState } from "@/lib/actions/action-result";
import type { ShownSoFar, TapAnswer } from "@/lib/games/smf/views/tap-answer";

/** What a roll card on the battle page needs from the page (BattleDice): how much it lists, and where a tap's answer goes. */
export interface TapScope {
  shown: ShownSoFar;
  show: (answer: TapAnswer) => void;
  /** The page's own throw action, whose answer draws what follows the rolls (else the roll card's default). */
  throwDice?: (previous: ActionState<TapAnswer>, formData: FormData) => Promise<ActionState<TapAnswer>>;
}

export const TapContext = createContext<TapScope | null>(null);
