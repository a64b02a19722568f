import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id (memory-hard) with the library's OWASP-level defaults: 19 MiB, 2 passes.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/**
 * Verifying against a fixed hash when the email is unknown makes "no such account" take as long
 * as "wrong password", so response times do not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hash("longbox-timing-equaliser");
  await verifyPassword(await dummyHash, password);
}
