import type { AnyGameSystem, GamePage, RosterWords } from "./game-system";

/** One tab of a campaign's navigation. */
export interface CampaignTab {
  href: string;
  label: string;
}

/** Whether the game draws this page (GameSystem.pages): when not, the page is neither linked nor routed. */
export function hasGamePage(game: AnyGameSystem, page: GamePage): boolean {
  return game.pages.includes(page);
}

/**
 * Whether the campaign's battles page is the generic one: a game whose battles are result-only and
 * that draws no battle list of its own gets Longbox's list and result form (recordBattleResult).
 */
export function usesGenericBattlePage(game: AnyGameSystem): boolean {
  return game.battles?.kind === "result-only" && !hasGamePage(game, "battleList");
}

/** What the generic pages call the campaign's sides. */
export function rosterWords(game: AnyGameSystem): RosterWords {
  return game.roster?.words ?? { one: "team", many: "Teams" };
}

/**
 * The tabs of a campaign of this game, from what it declares: its battles when it draws them or
 * plays them result-only (the generic page), its journal when it draws one, its sessions when it keeps them (the generic sessions page), and the pages every
 * campaign has. Settings only for those who may change them.
 */
export function campaignTabs(game: AnyGameSystem, campaignId: string, { canEditSettings }: { canEditSettings: boolean }): CampaignTab[] {
  const base = `/campaigns/${campaignId}`;
  return [
    { href: base, label: "Overview" },
    ...(hasGamePage(game, "battleList") || usesGenericBattlePage(game) ? [{ href: `${base}/battles`, label: "Battles" }] : []),
    ...(game.sessions ? [{ href: `${base}/sessions`, label: "Sessions" }] : []),
    ...(hasGamePage(game, "journal") ? [{ href: `${base}/journal`, label: "Journal" }] : []),
    { href: `${base}/rolls`, label: "Roll log" },
    { href: `${base}/members`, label: "Members" },
    ...(canEditSettings ? [{ href: `${base}/settings`, label: "Settings" }] : []),
  ];
}
