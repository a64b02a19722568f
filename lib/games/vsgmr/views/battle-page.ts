/** A VSGMR battle page's data as its components render it (lib/games/vsgmr/server/pages/load-battle-page.ts reads it). */
import type { RollSource } from "@/lib/generated/prisma/enums";
import type { TrackerSetup, VsgmrTrackedEntry } from "@/lib/rules/vsgmr";
import type { VsgmrBattleDetails } from "../battles/battle-details";

export interface VsgmrBattleRoll {
  id: string;
  sequence: number;
  label: string;
  faces: number[];
  source: RollSource;
  actorName: string;
}

export interface VsgmrBattlePageData {
  battle: {
    id: string;
    issue: number;
    status: "SETUP" | "PRE_BATTLE" | "REPORTING" | "AWAITING_CONFIRMATION" | "POST_BATTLE" | "RESOLVED" | "UNDONE" | "CANCELLED";
    version: number;
    /** The latest change in one line, for the live note on other phones. */
    lastChange: string | null;
    details: VsgmrBattleDetails;
    teams: Array<{ teamId: string; teamName: string; ownerName: string; result: "WON" | "LOST" | "DRAW" | null }>;
    undoneByName: string | null;
  };
  /** Every figure of the forces that played, for a Recruit from a force fought. */
  figures: Array<{ id: string; teamId: string; name: string }>;
  rolls: VsgmrBattleRoll[];
  /** The battle tracker: its sides and figures, and every tap so far from every phone, oldest first (the page folds them). */
  tracker: { setup: TrackerSetup; entries: VsgmrTrackedEntry[] };
  appDiceOnly: boolean;
  /** Who is looking: the live updates skip a refresh for this phone's own change. */
  viewerId: string;
  /** What the viewer may do: play (dice, result), the enemy's solo turn (vsgmr:play-solo-turn), undo. */
  may: { play: boolean; soloTurn: boolean; undo: boolean };
}
