import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/authz/permissions";
import { hasGamePage } from "@/lib/game-contract/campaign-pages";
import { gameSystem } from "@/lib/games/registry";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { getCampaign } from "@/lib/server/campaigns/get-campaign";
import { listSessions } from "@/lib/server/sessions/list-sessions";

/**
 * The sessions page of a campaign whose game keeps sessions (GameSystem.sessions), for a member;
 * the 404 page for anyone else and for a game without them. Two queries.
 */
export async function loadSessions(userId: string, campaignId: string) {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "session:view");
  const game = gameSystem(access.gameSystem);
  const kinds = game.sessions?.kinds;
  if (!kinds) notFound();
  const [campaign, sessions] = await Promise.all([getCampaign(access, game), listSessions(access)]);
  const isOpen = !campaign.archivedAt;
  return {
    kinds,
    sessions: sessions.map((session) => ({ ...session, kindName: kinds.find((kind) => kind.id === session.kind)?.one ?? session.kind })),
    /** Whether each session has a page of its own (the game draws `session`), which its title links to. */
    hasSessionPage: hasGamePage(game, "session"),
    canRecord: isOpen && can(access.role, "session:record"),
    canUndo: isOpen && can(access.role, "session:undo"),
  };
}
