import "server-only";
import { SHSA_SESSION_KINDS } from "@/lib/games/shsa/game-words";
import { sessionLines } from "@/lib/games/shsa/journal";
import type { ShsaJournalView } from "@/lib/games/shsa/views/journal-view";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

/** SHSA's journal for a member of the campaign: every session, newest first, told from its record. Two queries. */
export async function loadShsaJournalPage(userId: string, campaignId: string): Promise<ShsaJournalView> {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "session:view");
  const [sessions, teams] = await Promise.all([
    db.playSession.findMany({
      where: { campaignId: access.campaignId },
      orderBy: [{ playedOn: "desc" }, { createdAt: "desc" }, { id: "desc" }],
      select: { id: true, kind: true, number: true, title: true, playedOn: true, details: true, undoneAt: true },
    }),
    db.team.findMany({ where: { campaignId: access.campaignId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, name: true } }),
  ]);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const nameOf = (teamId: string) => names.get(teamId) ?? "a hero no longer in the campaign";
  return {
    campaignId: access.campaignId,
    entries: sessions.flatMap((session) => {
      const kind = SHSA_SESSION_KINDS.find((candidate) => candidate.id === session.kind);
      if (!kind) return [];
      return [
        {
          sessionId: session.id,
          kind: kind.id,
          heading: `${kind.one[0]!.toUpperCase()}${kind.one.slice(1)} ${session.number}: ${session.title}`,
          playedOn: session.playedOn.toISOString().slice(0, 10),
          undone: session.undoneAt !== null,
          lines: sessionLines(session.kind, session.details, nameOf),
        },
      ];
    }),
  };
}
