import type { SessionKind } from "@/lib/game-contract/game-system";
import { HERO_POINT_AWARDS, HERO_POINT_CURRENCY, HERO_POINT_SPENDS, type HeroPointReason } from "@/lib/rules/d20";

/** The d20 series' kind of session (PlaySession.kind): adventures, each holding its conflicts. */
export const D20_SESSION_KINDS = [{ id: "ADVENTURE", one: "adventure", many: "Adventures" }] as const satisfies readonly SessionKind[];

/** The ledger's one currency: hero points (lib/rules/d20/hero-points.ts), kept in the append-only ledger. */
export const D20_CURRENCIES = [{ id: HERO_POINT_CURRENCY, name: "Hero points" }] as const;

/** Every reason a hero-point entry may carry, as the rules name it ("villain-escape"). */
export const D20_HERO_POINT_REASONS = [...HERO_POINT_AWARDS, ...HERO_POINT_SPENDS, "adventure-start", "correction"] as const satisfies readonly HeroPointReason[];

/** A rules reason ("villain-escape") as the ledger stores it ("VILLAIN_ESCAPE"). */
export const d20LedgerReasonOf = (reason: string) => reason.toUpperCase().replace(/-/g, "_");

/** How the pages say a reason. */
export const HERO_POINT_REASON_LABELS: Record<(typeof D20_HERO_POINT_REASONS)[number], string> = {
  complication: "Complication",
  defeat: "Defeat",
  capture: "Capture",
  "villain-escape": "Villain's escape",
  "lasting-injury": "Lasting injury came into play",
  "improve-roll": "Spent on a roll",
  stunt: "Spent on a stunt",
  "adventure-start": "Start of an adventure",
  correction: "Correction",
};
