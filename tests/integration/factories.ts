import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/passwords";

export const TEST_PASSWORD = "correct horse battery";

export function uniqueEmail(label = "user") {
  return `${label}-${randomBytes(5).toString("hex")}@example.test`;
}

/** A user with a password, created directly (tests of other services need one quickly). */
export async function createUser(overrides: { email?: string; name?: string; password?: string } = {}) {
  return db.user.create({
    data: {
      email: overrides.email ?? uniqueEmail(),
      name: overrides.name ?? "Test Player",
      passwordHash: await hashPassword(overrides.password ?? TEST_PASSWORD),
    },
  });
}
