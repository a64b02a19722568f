import "server-only";
import { notFound } from "next/navigation";
import type { SessionPageView } from "@/lib/games/shsa/views/session-page-view";
import { SHSA_SESSION_KINDS } from "@/lib/games/shsa/game-words";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { episodeView } from "../episodes/episode-page";

/**
 * An SHSA session's page for a member of its campaign (the 404 page for anyone else, and for a
 * session of another campaign): the session and the heroes it is about. Two queries.
 */
export async function loadShsaSessionPage(userId: string, campaignId: string, sessionId: string): Promise<SessionPageView> {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "session:view");
  const [session, heroes] = await Promise.all([
    db.playSession.findFirst({
      where: { id: sessionId, campaignId: access.campaignId },
      select: {
        kind: true,
        number: true,
        title: true,
        playedOn: true,
        notes: true,
        details: true,
        createdByName: true,
        undoneAt: true,
        undoneByName: true,
        campaign: { select: { appDiceOnly: true } },
      },
    }),
    // Archived heroes too: an episode's old steps may name them.
    db.team.findMany({
      where: { campaignId: access.campaignId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, ownerId: true, ownerName: true, state: true, archivedAt: true },
    }),
  ]);
  const kind = SHSA_SESSION_KINDS.find((candidate) => candidate.id === session?.kind);
  if (!session || !kind) notFound();
  return {
    campaignId: access.campaignId,
    sessionId,
    kind: kind.id,
    kindName: kind.one,
    number: session.number,
    title: session.title,
    playedOn: session.playedOn.toISOString().slice(0, 10),
    notes: session.notes,
    recordedBy: session.createdByName,
    undone: session.undoneAt ? { by: session.undoneByName ?? "someone" } : null,
    heroes: heroes
      .filter((hero) => hero.archivedAt === null)
      .map((hero) => ({ teamId: hero.id, name: hero.name, playerName: hero.ownerName, isOwner: hero.ownerId === access.userId })),
    details: session.details ?? null,
    episode:
      kind.id === "EPISODE"
        ? episodeView(access, { id: sessionId, details: session.details, undone: session.undoneAt !== null, appDiceOnly: session.campaign.appDiceOnly }, heroes)
        : null,
  };
}
