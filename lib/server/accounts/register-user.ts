import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { hashPassword } from "@/lib/server/auth/passwords";
import { clearSignInFailures } from "@/lib/server/auth/sign-in-throttle";
import type { SignUpInput } from "@/lib/schemas/auth";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Sign in instead.";

export type RegisterUserResult = { ok: true; user: { id: string; email: string; name: string | null } } | { ok: false; code: "email-taken"; message: string };

export interface RegisterUserOptions {
  /**
   * Trust the address without a confirmation link: only for accounts the app makes itself (the
   * demo, the benchmark seed, test factories), never for a sign-up form. A sign-up's password is
   * refused until its owner follows the link mailed to them (lib/actions/sign-up-action.ts), so
   * nobody can set a password on an address they do not read.
   */
  isEmailVerified?: boolean;
}

/**
 * Creates a password account, unconfirmed unless `options.isEmailVerified`. `input` has passed
 * signUpSchema (email lower-cased and trimmed).
 */
export async function registerUser(input: SignUpInput, options: RegisterUserOptions = {}): Promise<RegisterUserResult> {
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) {
    // As long as a new account takes, so the answer's timing does not tell that the address has one.
    await hashPassword(input.password);
    return { ok: false, code: "email-taken", message: EMAIL_TAKEN_MESSAGE };
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.user.create({
      data: { email: input.email, name: input.name ?? null, passwordHash, emailVerified: options.isEmailVerified ? new Date() : null },
      select: { id: true, email: true, name: true },
    });
    // Failed sign-ins recorded before the account existed guarded no password; left in place they
    // would lock the new account out of the sign-in that follows sign-up (found by fuzzing).
    await clearSignInFailures(input.email);
    return { ok: true, user };
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides, the loser is told.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      return { ok: false, code: "email-taken", message: EMAIL_TAKEN_MESSAGE };
    }
    throw error;
  }
}
