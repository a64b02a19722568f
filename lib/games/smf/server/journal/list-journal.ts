import "server-only";
import { journalEntry } from "@/lib/games/smf/journal/journal-entry";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { loadJournalBattles } from "@/lib/games/smf/server/journal/load-journal-battles";
import type { JournalPage } from "@/lib/games/smf/views/journal-page";

export const JOURNAL_PAGE_SIZE = 10;

/**
 * One page of a campaign's journal, newest issue first: resolved and undone battles (undone ones
 * are marked by the entry), and battles cancelled after their first die (marked, for their rolls). Pages by issue number, so a battle resolved meanwhile never shifts a
 * page. The lookup uses Battle's unique [campaignId, issue] index. For anyone who may see the
 * campaign (the caller passed authorizeCampaign(…, "battle:view")), or the public page.
 */
export async function listJournalPage(campaignId: string, beforeIssue?: number): Promise<JournalPage> {
  const battles = await loadJournalBattles({ campaignId, ...(beforeIssue !== undefined ? { issue: { lt: beforeIssue } } : {}) }, JOURNAL_PAGE_SIZE + 1, undefined, {
    withCancelledRolls: true,
  });
  const page = battles.slice(0, JOURNAL_PAGE_SIZE);
  return { entries: page.map(journalEntry), nextBeforeIssue: battles.length > JOURNAL_PAGE_SIZE ? page.at(-1)!.issue : null };
}

export async function listJournal(access: CampaignAccess, beforeIssue?: number): Promise<{ ok: true } & JournalPage> {
  return { ok: true, ...(await listJournalPage(access.campaignId, beforeIssue)) };
}
