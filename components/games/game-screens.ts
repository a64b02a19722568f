import type { ReactNode } from "react";
import type { CampaignDetails } from "@/lib/views/campaign-details";
import type { ArchivedTeamRow, StandingsRow } from "@/lib/views/standings";

/** The search parameters Next hands a page. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A page of one game system: rendered by the generic route with the route's own props. */
export type Screen<Params extends Record<string, string> = Record<string, never>> = (props: { params: Promise<Params>; searchParams: Promise<SearchParams> }) => Promise<ReactNode>;

/** The generic campaign page's standings, ranked by the system's own order (listCampaignTeams). */
export interface GameStandingsProps {
  campaignId: string;
  campaign: CampaignDetails;
  rows: StandingsRow[];
  archived: ArchivedTeamRow[];
}

export interface GameSettingsSummaryProps {
  campaign: CampaignDetails;
}

type InCampaign = { campaignId: string };
type InTeam = InCampaign & { teamId: string };

/**
 * The pages a game system draws itself, because what they show is its rules: its battles, its
 * roster entries and cards, its spends, its team files, its public roster and its rules pages.
 * The routes under app/ stay generic: they find the campaign's system (its loaders answer 404
 * for anyone who may not see it) and render the system's screen through the registry
 * (components/games/registry.ts), which loads it from the game's folder (GameSystem.folder). A page the system does not have (SMF's spends in a league that
 * has none) answers 404 there.
 * Each screen checks its own permissions and reads through its own loaders, as a route does.
 */
export interface GameScreens {
  battleList?: Screen<InCampaign>;
  newBattle?: Screen<InCampaign>;
  battle?: Screen<InCampaign & { battleId: string }>;
  /** One session of play (an episode, a week) of a game that keeps sessions: what was played in it, at /sessions/<id>. */
  session?: Screen<InCampaign & { sessionId: string }>;
  team?: Screen<InTeam>;
  newCharacter?: Screen<InTeam>;
  character?: Screen<InTeam & { characterId: string }>;
  editCharacter?: Screen<InTeam & { characterId: string }>;
  spend?: Screen<InTeam>;
  /** The team's points ledger, with the organiser's corrections. */
  ledger?: Screen<InTeam>;
  journal?: Screen<InCampaign>;
  importTeam?: Screen<InCampaign>;
  /** The public rules pages (/rules/…) of the system Longbox opens with. */
  rulesBuilder?: Screen;
  rulesSamples?: Screen;
  /** What the generic campaign page shows of the game: drawn inside its sections. */
  parts?: {
    /** Under the Standings heading. */
    Standings: (props: GameStandingsProps) => ReactNode;
    /** The system's own rows of the Settings list (dt/dd pairs). */
    SettingsSummary: (props: GameSettingsSummaryProps) => ReactNode;
  };
}

/**
 * The pages behind a game's public links, apart from its other pages (components/games/<folder>/public-screens.ts,
 * read through components/games/public-registry.ts): a public page loads no code of the signed-in ones.
 */
export interface PublicScreens {
  /** The read-only roster behind a team's public link. */
  publicTeam?: Screen<{ token: string }>;
  /** The standings and journal behind a campaign's public link. */
  publicCampaign?: Screen<{ token: string }>;
}

/** The names of a system's pages (not its parts). */
export type ScreenName = Exclude<keyof GameScreens, "parts">;
