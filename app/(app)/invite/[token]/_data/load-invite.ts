import "server-only";
import { findUsableInvite } from "@/lib/server/invites/find-invite";

/**
 * The invite behind a link, for anyone (signed in or not). With the visitor's id, a link they were
 * removed through, or one used up by others, says so here already.
 */
export async function loadInvite(token: string, userId: string | undefined) {
  return findUsableInvite(token, new Date(), undefined, userId);
}
