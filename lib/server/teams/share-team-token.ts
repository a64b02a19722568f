import "server-only";
import { randomBytes } from "node:crypto";

/**
 * 32 random bytes (256 bits) in base64url (43 characters): the capability in a team's public
 * link. Stored as it is (not hashed, unlike invite tokens) because the team's page shows the link
 * and its QR code again whenever those allowed to share it look; stopping or replacing it is the
 * way to take it back.
 */
export function newPublicToken(): string {
  return randomBytes(32).toString("base64url");
}

export function publicTeamPath(token: string): string {
  return `/t/${token}`;
}
