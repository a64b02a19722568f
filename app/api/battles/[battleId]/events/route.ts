import { idField } from "@/lib/schemas/campaign";
import { currentUser } from "@/lib/server/auth/current-user";
import { battleEventStream } from "@/lib/server/battles/battle-event-stream";

export const dynamic = "force-dynamic";

const TEXT = { "Content-Type": "text/plain; charset=utf-8" } as const;

/**
 * The battle page's live updates (server-sent events, components/battles/battle-live.tsx). Not a
 * page, so no sign-in redirect: the browser's EventSource only needs to know it may not listen.
 * An id no battle can have (a NUL byte, which Postgres refuses with an error) is the 404 of an
 * unknown battle before any query.
 */
export async function GET(request: Request, { params }: { params: Promise<{ battleId: string }> }) {
  const { battleId } = await params;
  const user = await currentUser();
  if (!user) return new Response("Sign in to follow this battle.", { status: 401, headers: TEXT });
  if (!idField.safeParse(battleId).success) return new Response("Not found", { status: 404, headers: TEXT });
  return battleEventStream({ userId: user.id, ...(user.sessionId ? { sessionId: user.sessionId } : {}) }, battleId, request.signal);
}
