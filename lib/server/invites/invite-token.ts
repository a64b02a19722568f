import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits) in base64url: the secret part of an invite link, shown once. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInviteToken(token) };
}

/** Only this hex SHA-256 is stored, so a database leak does not hand out working links. */
export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function invitePath(token: string): string {
  return `/invite/${token}`;
}
