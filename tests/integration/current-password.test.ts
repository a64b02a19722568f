import { describe, expect, test } from "vitest";
import { changePassword } from "@/lib/server/accounts/change-password";
import { deleteAccount } from "@/lib/server/accounts/delete-account";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "@/lib/server/auth/confirm-current-password";
import { verifyPassword } from "@/lib/server/auth/passwords";
import { MAX_FAILURES } from "@/lib/server/auth/sign-in-throttle";
import { verifyCredentials } from "@/lib/server/auth/verify-credentials";
import { db } from "@/lib/server/db";
import { createUser, TEST_PASSWORD } from "./factories";

// An open session on someone else's screen must not become a way to guess the password: the
// current password asked again by the account page counts against the sign-in limit per email.
describe("the current password, asked again on the account page", () => {
  const guesses = [
    { label: "changing the password", guess: (user: { id: string }, password: string) => changePassword(user.id, null, password, "a brand new password") },
    { label: "deleting the account", guess: (user: { id: string; email: string }, password: string) => deleteAccount(user.id, { confirmEmail: user.email, password }) },
  ];

  test.each(guesses)("$label: wrong guesses lock it like sign-in does, even for the right one, and nothing changes", async ({ guess }) => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILURES; i++) expect(await guess(user, `guess ${i}`)).toMatchObject({ ok: false, code: "wrong-password", message: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(await guess(user, TEST_PASSWORD)).toMatchObject({
      ok: false,
      code: "throttled",
      message: expect.stringMatching(/^Too many wrong passwords for this account\. Try again in \d+ minutes?\.$/),
    });
    // The same lock holds for signing in, and the account is as it was.
    expect(await verifyCredentials(user.email, TEST_PASSWORD)).toMatchObject({ ok: false, code: "throttled" });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
    expect(await verifyPassword(after.passwordHash!, TEST_PASSWORD)).toBe(true);
    expect(await db.securityEvent.count({ where: { userId: user.id, kind: "SIGN_IN_FAILED", detail: "wrong current password" } })).toBe(MAX_FAILURES);
  });

  test("a right answer clears the earlier wrong ones, as a sign-in does", async () => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILURES - 1; i++) await changePassword(user.id, null, `guess ${i}`, "a brand new password");
    expect(await changePassword(user.id, null, TEST_PASSWORD, "a brand new password")).toMatchObject({ ok: true });
    expect(await db.signInFailure.count({ where: { email: user.email } })).toBe(0);
  });
});
