import { idField } from "@/lib/schemas/campaign";
import { currentUser } from "@/lib/server/auth/current-user";
import { sessionEventStream } from "@/lib/server/sessions/session-event-stream";

export const dynamic = "force-dynamic";

const TEXT = { "Content-Type": "text/plain; charset=utf-8" } as const;

/**
 * A session page's live updates (server-sent events, components/sessions/session-live.tsx), as a
 * battle page has its own: no sign-in redirect, a 404 for a session the viewer may not see.
 */
export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string; sessionId: string }> }) {
  const { campaignId, sessionId } = await params;
  const user = await currentUser();
  if (!user) return new Response("Sign in to follow this session.", { status: 401, headers: TEXT });
  if (!idField.safeParse(campaignId).success || !idField.safeParse(sessionId).success) return new Response("Not found", { status: 404, headers: TEXT });
  return sessionEventStream({ userId: user.id, ...(user.sessionId ? { sessionId: user.sessionId } : {}) }, campaignId, sessionId, request.signal);
}
