import type { HeroSheet, TaskSettings } from "@/lib/rules/shsa";
import type { PublicLinkStatus } from "@/lib/views/public-link-status";

/** A hero's page as SHSA's page draws it: its sheet and its history, newest first. */
export interface HeroPageView {
  teamId: string;
  campaignId: string;
  campaignName: string;
  playerName: string;
  isOwner: boolean;
  isArchived: boolean;
  canEdit: boolean;
  /** Whether the member may resolve the hero's relationship tasks (shsa:resolve-relationship). */
  canResolve: boolean;
  /** Whether the member may share the hero's sheet by a public link (team:share-publicly), and the link's state. */
  canShare: boolean;
  share: PublicLinkStatus;
  sheet: HeroSheet;
  /** How the campaign grades a task (SHSA-R1): the relationship form's odds before a roll. */
  taskSettings: TaskSettings;
  /** Change-table rows the sheet cannot hold, waiting to be applied (oldest first). */
  pending: ReadonlyArray<{ id: string; text: string; from: string }>;
  /** How the hero stands after its last combat, in words ("well", "hurt", "dead (checks weekly)"). */
  condition: string;
  history: ReadonlyArray<{
    field: string;
    before: string | number | boolean | null;
    after: string | number | boolean | null;
    reason: string;
    note?: string;
    at: string;
    by: string;
  }>;
}
