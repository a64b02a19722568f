import type { PowerId } from "@/lib/rules/smf";

interface Named {
  id: string;
  name: string;
}

/**
 * What the spend page offers a team: each spend with its cost (the rules' constants) and the
 * characters it may apply to. A kind the team cannot use (no cursed character, no archer, no
 * sorcerer, vehicles off) is null, so the page shows only the spends that make sense; whether
 * the balance covers one is left to the rules when it is submitted.
 */
export interface SpendMenu {
  teamName: string;
  balance: number;
  /** `cancellable`: the ledger entries of bookings made between battles and not used yet, newest first. */
  guestStar: { cost: number; pending: number; cancellable: string[] };
  curseLift: { cost: number; characters: (Named & { curses: number })[] } | null;
  vehicle: { cost: number; vehicles: Named[] } | null;
  quiver: { cost: number; archers: (Named & { quiver: PowerId[] })[] } | null;
  grimoire: { cost: number; sorcerers: (Named & { grimoire: { major: PowerId; minors: PowerId[] } | null })[] } | null;
  /** Set while the team plays a battle under way: nothing may be spent. */
  inBattleMessage: string | null;
}
