import "server-only";
import { HERO_POINT_CURRENCY } from "@/lib/rules/d20";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import { d20LedgerReasonOf } from "@/lib/games/d20/game-words";
import { readD20Hero } from "@/lib/games/d20/hero-sheet";
import { adventureAt, adventureLines, conflictStory, type JournalLedgerRow } from "@/lib/games/d20/journal";
import type { D20JournalView } from "@/lib/games/d20/views/journal-view";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

const START = d20LedgerReasonOf("adventure-start");
const AWARDS = new Set(["complication", "defeat", "capture", "villain-escape", "lasting-injury"].map(d20LedgerReasonOf));

/**
 * The d20 series' journal for a member of the campaign: every adventure, newest first, told from
 * its record (its conflicts: order, who was taken out, hero points spent; its starting points),
 * with the awards and lasting injuries recorded while it was the latest adventure. Undone ones stay,
 * struck through. Three queries, whatever the campaign's size.
 */
export async function loadD20JournalPage(userId: string, campaignId: string): Promise<D20JournalView> {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "session:view");
  const [sessions, teams, rows] = await Promise.all([
    db.playSession.findMany({
      where: { campaignId: access.campaignId, kind: "ADVENTURE" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, number: true, title: true, playedOn: true, details: true, undoneAt: true, createdAt: true },
    }),
    db.team.findMany({ where: { campaignId: access.campaignId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, name: true, state: true } }),
    db.storyPointEntry.findMany({
      where: { campaignId: access.campaignId, currency: HERO_POINT_CURRENCY },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, teamId: true, delta: true, reason: true, note: true, reversesEntryId: true, createdAt: true },
    }),
  ]);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const nameOf = (teamId: string) => names.get(teamId) ?? "a hero no longer in the campaign";
  const ledger = new Map<string, JournalLedgerRow>(
    rows.map((row) => [row.id, { id: row.id, teamId: row.teamId, delta: row.delta, reason: row.reason, note: row.note, reverses: row.reversesEntryId, at: row.createdAt }]),
  );
  const reversed = new Set(rows.flatMap((row) => (row.reversesEntryId ? [row.reversesEntryId] : [])));
  const startsAt = sessions.map((session) => session.createdAt);
  // Awards (not reversed) and lasting injuries, each under the adventure that was the latest when it was recorded.
  const awardsBy = new Map<number, JournalLedgerRow[]>();
  for (const row of ledger.values()) {
    if (row.reverses || reversed.has(row.id) || row.reason === START || !AWARDS.has(row.reason)) continue;
    const at = adventureAt(startsAt, row.at);
    awardsBy.set(at, [...(awardsBy.get(at) ?? []), row]);
  }
  const injuriesBy = new Map<number, Array<{ teamId: string; text: string }>>();
  for (const team of teams) {
    for (const injury of readD20Hero(team.state).injuries) {
      const at = adventureAt(startsAt, new Date(injury.at));
      injuriesBy.set(at, [...(injuriesBy.get(at) ?? []), { teamId: team.id, text: injury.text }]);
    }
  }
  const entries = sessions.map((session, index) => {
    const details = readAdventureDetails(session.details);
    return {
      sessionId: session.id,
      heading: `Adventure ${session.number}: ${session.title}`,
      playedOn: session.playedOn.toISOString().slice(0, 10),
      undone: session.undoneAt !== null,
      lines: adventureLines(details, ledger, awardsBy.get(index) ?? [], injuriesBy.get(index) ?? [], nameOf),
      conflicts: details.conflicts.map((conflict) => conflictStory(conflict, ledger, reversed)),
    };
  });
  return {
    campaignId: access.campaignId,
    entries: entries.reverse(),
    before: adventureLines({ v: 1, version: 0, conflicts: [], starts: [] }, ledger, awardsBy.get(-1) ?? [], injuriesBy.get(-1) ?? [], nameOf),
  };
}
