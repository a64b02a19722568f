"use client";
import { createContext } from "react";
import type { ShownSoFar, TapAnswer } from "@/lib/games/smf/views/tap-answer";

/** What a roll card on the battle page needs from the page (BattleDice): how much it lists, and where a tap's answer goes. */
export interface TapScope {
  shown: ShownSoFar;
  show: (answer: TapAnswer) => void;
}

export const TapContext = createContext<TapScope | null>(null);
