import { currentUser } from "@/lib/server/auth/current-user";
import { battleEventStream } from "@/lib/server/battles/battle-event-stream";

export const dynamic = "force-dynamic";

/**
 * The battle page's live updates (server-sent events, components/battles/battle-live.tsx). Not a
 * page, so no sign-in redirect: the browser's EventSource only needs to know it may not listen.
 */
export async function GET(request: Request, { params }: { params: Promise<{ battleId: string }> }) {
  const { battleId } = await params;
  const user = await currentUser();
  if (!user) return new Response("Sign in to follow this battle.", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return battleEventStream(user.id, battleId, request.signal);
}
