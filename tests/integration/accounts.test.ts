import { describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { registerUser, EMAIL_TAKEN_MESSAGE } from "@/lib/server/accounts/register-user";
import { verifyCredentials } from "@/lib/server/auth/verify-credentials";
import { checkSignInThrottle, MAX_CLIENT_FAILURES, MAX_FAILURES, WINDOW_MINUTES } from "@/lib/server/auth/sign-in-throttle";
import { signUpSchema } from "@/lib/schemas/auth";
import { createUser, TEST_PASSWORD, uniqueEmail } from "./factories";

describe("registerUser", () => {
  test("stores an argon2id hash, never the password", async () => {
    const input = signUpSchema.parse({ name: "Ann", email: uniqueEmail(), password: "a long password" });
    const result = await registerUser(input);
    expect(result.ok).toBe(true);
    const row = await db.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("a long password");
    expect(row.name).toBe("Ann");
  });

  test("refuses an email that is taken, whatever its case, and changes nothing", async () => {
    const email = uniqueEmail();
    await registerUser(signUpSchema.parse({ email, password: TEST_PASSWORD }));
    const before = await db.user.count();
    const again = await registerUser(signUpSchema.parse({ email: email.toUpperCase(), password: "another password" }));
    expect(again).toEqual({ ok: false, code: "email-taken", message: EMAIL_TAKEN_MESSAGE });
    expect(await db.user.count()).toBe(before);
  });

  test("two simultaneous sign-ups for one email create one account", async () => {
    const input = signUpSchema.parse({ email: uniqueEmail(), password: TEST_PASSWORD });
    const results = await Promise.all([registerUser(input), registerUser(input), registerUser(input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db.user.count({ where: { email: input.email } })).toBe(1);
  });
});

describe("verifyCredentials", () => {
  test("accepts the right password, case-insensitively on the email", async () => {
    const user = await createUser();
    const result = await verifyCredentials(user.email.toUpperCase(), TEST_PASSWORD);
    expect(result).toEqual({ ok: true, user: { id: user.id, email: user.email, name: user.name } });
  });

  test("a wrong password and an unknown email give the same answer", async () => {
    const user = await createUser();
    expect(await verifyCredentials(user.email, "wrong password")).toEqual({ ok: false, code: "invalid-credentials" });
    expect(await verifyCredentials(uniqueEmail("ghost"), TEST_PASSWORD)).toEqual({ ok: false, code: "invalid-credentials" });
  });

  test("an account without a password (magic-link only) cannot sign in with one", async () => {
    const row = await db.user.create({ data: { email: uniqueEmail("link") } });
    expect(await verifyCredentials(row.email, "")).toEqual({ ok: false, code: "invalid-credentials" });
  });

  test(`locks an email after ${MAX_FAILURES} failures, even for the right password`, async () => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILURES; i++) await verifyCredentials(user.email, `wrong ${i}`);
    const locked = await verifyCredentials(user.email, TEST_PASSWORD);
    expect(locked).toEqual({ ok: false, code: "throttled", retryAfterMinutes: WINDOW_MINUTES, lockedBy: "email" });
  });

  test("a success clears earlier failures", async () => {
    const user = await createUser();
    for (let i = 0; i < MAX_FAILURES - 1; i++) await verifyCredentials(user.email, `wrong ${i}`);
    expect((await verifyCredentials(user.email, TEST_PASSWORD)).ok).toBe(true);
    expect(await db.signInFailure.count({ where: { email: user.email } })).toBe(0);
  });

  test("the lock lifts when the failures leave the window", async () => {
    const email = uniqueEmail();
    const old = new Date(Date.now() - (WINDOW_MINUTES + 1) * 60_000);
    await db.signInFailure.createMany({ data: Array.from({ length: MAX_FAILURES }, () => ({ email, createdAt: old })) });
    expect(await checkSignInThrottle({ email })).toEqual({ isLocked: false, retryAfterMinutes: 0 });

    const now = new Date();
    const recent = new Date(now.getTime() - 10 * 60_000);
    await db.signInFailure.createMany({ data: Array.from({ length: MAX_FAILURES }, () => ({ email, createdAt: recent })) });
    expect(await checkSignInThrottle({ email }, now)).toEqual({ isLocked: true, retryAfterMinutes: 5, lockedBy: "email" });
  });
});

/** An address of the documentation range no other test uses. */
const uniqueAddress = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;

describe("verifyCredentials from a known address", () => {
  test(`locks the address after ${MAX_CLIENT_FAILURES} failures across many emails, even for a right password; other addresses and unknown ones go on`, async () => {
    const address = uniqueAddress();
    for (let i = 0; i < MAX_CLIENT_FAILURES; i++) {
      expect(await verifyCredentials(uniqueEmail(`spray${i}`), "password123", address)).toEqual({ ok: false, code: "invalid-credentials" });
    }
    const user = await createUser();
    expect(await verifyCredentials(user.email, TEST_PASSWORD, address)).toEqual({ ok: false, code: "throttled", retryAfterMinutes: WINDOW_MINUTES, lockedBy: "address" });
    // The refused attempt checked nothing and left no row; the account itself is not locked.
    expect(await db.signInFailure.count({ where: { clientAddress: address } })).toBe(MAX_CLIENT_FAILURES);
    expect((await verifyCredentials(user.email, TEST_PASSWORD, uniqueAddress())).ok).toBe(true);
    expect((await verifyCredentials(user.email, TEST_PASSWORD, null)).ok).toBe(true);
  });

  test("a success clears the email's failures, not the address's failures for other emails", async () => {
    const address = uniqueAddress();
    const user = await createUser();
    const other = uniqueEmail("other");
    await verifyCredentials(user.email, "wrong", address);
    await verifyCredentials(other, "wrong", address);
    expect((await verifyCredentials(user.email, TEST_PASSWORD, address)).ok).toBe(true);
    expect(await db.signInFailure.findMany({ where: { clientAddress: address }, select: { email: true } })).toEqual([{ email: other }]);
  });

  test("the address's lock lifts when its failures leave the window", async () => {
    const address = uniqueAddress();
    const now = new Date();
    const old = new Date(now.getTime() - (WINDOW_MINUTES + 1) * 60_000);
    const recent = new Date(now.getTime() - 12 * 60_000);
    const failures = (createdAt: Date) => Array.from({ length: MAX_CLIENT_FAILURES }, (_, i) => ({ email: uniqueEmail(`w${i}`), clientAddress: address, createdAt }));
    await db.signInFailure.createMany({ data: failures(old) });
    expect(await checkSignInThrottle({ email: uniqueEmail(), clientAddress: address }, now)).toEqual({ isLocked: false, retryAfterMinutes: 0 });
    await db.signInFailure.createMany({ data: failures(recent) });
    expect(await checkSignInThrottle({ email: uniqueEmail(), clientAddress: address }, now)).toEqual({ isLocked: true, retryAfterMinutes: 3, lockedBy: "address" });
  });

  test(`simultaneous attempts from one address: at most ${MAX_CLIENT_FAILURES} passwords checked`, async () => {
    const address = uniqueAddress();
    const results = await Promise.all(Array.from({ length: MAX_CLIENT_FAILURES + 15 }, (_, i) => verifyCredentials(uniqueEmail(`burst${i}`), "guess", address)));
    expect(results.filter((r) => r.ok === false && r.code === "invalid-credentials").length).toBeLessThanOrEqual(MAX_CLIENT_FAILURES);
    expect(results.filter((r) => r.ok === false && r.code === "throttled").length).toBeGreaterThanOrEqual(15);
  });
});
