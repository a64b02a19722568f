import type { TeamAlignment } from "@/lib/schemas/team";
import type { StoryPointTotals } from "@/lib/ledger/ledger-totals";
import type { TeamRecord } from "@/lib/views/standings";
import type { JournalPage } from "./journal-page";

/** A team as the public page shows it: name, side, story points and record; nothing about people. */
export interface PublicStanding extends StoryPointTotals, TeamRecord {
  name: string;
  alignment: TeamAlignment;
}

/**
 * What a campaign's public page shows to anyone with the link: an explicit list of fields, so
 * nothing private (emails, account names, membership, notes, rolls and who made them) can slip
 * in as the schema grows.
 */
export interface PublicCampaign {
  name: string;
  storyPointGoal: number;
  isArchived: boolean;
  /** The anniversary issue's winners, once a team reached the goal (Ruling R14). */
  winnerNames: string[];
  standings: PublicStanding[];
  journal: JournalPage;
}
