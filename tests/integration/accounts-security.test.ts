/**
 * Account security services: a sign-up's password needs its email confirmed (account
 * pre-hijacking), a sign-in link removes an unconfirmed password, sessions that end on the server,
 * password change and password reset by email link.
 */
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { appOrigin } from "@/lib/app-origin";
import { signUpSchema } from "@/lib/schemas/auth";
import { changePassword, WRONG_CURRENT_PASSWORD_MESSAGE } from "@/lib/server/accounts/change-password";
import { isResetTokenUsable, RESET_LINK_MINUTES, RESET_LINK_REFUSED_MESSAGE, requestPasswordReset, resetPassword } from "@/lib/server/accounts/password-reset";
import { registerUser } from "@/lib/server/accounts/register-user";
import { isAwaitingConfirmation, settleLinkSignIn } from "@/lib/server/accounts/settle-link-sign-in";
import { magicLinkOutboxPath } from "@/lib/server/auth/magic-link-mail";
import { EMAIL_REQUEST_WINDOW_MINUTES, MAX_ADDRESS_REQUESTS, MAX_EMAIL_REQUESTS, reserveEmailRequest } from "@/lib/server/auth/email-request-limit";
import { listSecurityEvents } from "@/lib/server/auth/security-events";
import { endSession, endSessions, isSessionLive, signOutEverywhere, startSession } from "@/lib/server/auth/sessions";
import { verifyCredentials } from "@/lib/server/auth/verify-credentials";
import { db } from "@/lib/server/db";
import { createUser, TEST_PASSWORD, uniqueEmail } from "./factories";

let savedDataDir: string | undefined;
beforeAll(async () => {
  savedDataDir = process.env.LONGBOX_DATA_DIR;
  process.env.LONGBOX_DATA_DIR = await mkdtemp(path.join(tmpdir(), "longbox-accounts-"));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterAll(() => {
  process.env.LONGBOX_DATA_DIR = savedDataDir;
  vi.restoreAllMocks();
});

async function outbox(to: string) {
  const lines = (await readFile(magicLinkOutboxPath(), "utf8").catch(() => "")).trim().split("\n").filter(Boolean);
  return lines.map((line) => JSON.parse(line) as { to: string; url: string; purpose: string }).filter((entry) => entry.to === to);
}

const signUp = (email: string, password = TEST_PASSWORD) => registerUser(signUpSchema.parse({ email, password }));

describe("a sign-up's password needs its email confirmed", () => {
  test("sign-up makes the account unconfirmed; the right password is then refused as unconfirmed, a wrong one as wrong", async () => {
    const email = uniqueEmail("fresh");
    expect((await signUp(email)).ok).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeNull();
    expect(await isAwaitingConfirmation(email)).toBe(true);
    expect(await verifyCredentials(email, TEST_PASSWORD)).toEqual({ ok: false, code: "unverified" });
    expect(await verifyCredentials(email, "not the password")).toEqual({ ok: false, code: "invalid-credentials" });
  });

  test("the app's own accounts (demo, seed, factories) are made confirmed through the service option", async () => {
    const email = uniqueEmail("made");
    const result = await registerUser(signUpSchema.parse({ email, password: TEST_PASSWORD }), { isEmailVerified: true });
    expect(result.ok).toBe(true);
    expect(await verifyCredentials(email, TEST_PASSWORD)).toMatchObject({ ok: true });
    expect(await isAwaitingConfirmation(email)).toBe(false);
  });

  test("pre-hijacking: the owner's sign-in link removes an impostor's unconfirmed password and ends its sessions", async () => {
    const email = uniqueEmail("victim");
    const registered = await signUp(email, "the impostor's password");
    if (!registered.ok) throw new Error("sign-up failed");
    const impostorSession = await startSession(registered.user.id);

    expect(await settleLinkSignIn(registered.user.id, "sign-in")).toBe(true);
    const row = await db.user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).toBeNull();
    expect(await isSessionLive(impostorSession, registered.user.id)).toBe(false);
    expect(await verifyCredentials(email, "the impostor's password")).toEqual({ ok: false, code: "invalid-credentials" });
  });

  test("pre-hijacking: the display name the impostor chose goes with their password (issue 23, item 7)", async () => {
    const email = uniqueEmail("named-victim");
    const registered = await registerUser(signUpSchema.parse({ name: "Totally The Owner", email, password: "the impostor's password" }));
    if (!registered.ok) throw new Error("sign-up failed");
    expect(await settleLinkSignIn(registered.user.id, "sign-in")).toBe(true);
    expect(await db.user.findUniqueOrThrow({ where: { email }, select: { name: true, passwordHash: true } })).toEqual({ name: null, passwordHash: null });

    // The owner's own sign-up keeps the name they chose when they confirm it.
    const own = uniqueEmail("named-owner");
    const ownRegistered = await registerUser(signUpSchema.parse({ name: "Olive Owner", email: own, password: TEST_PASSWORD }));
    if (!ownRegistered.ok) throw new Error("sign-up failed");
    await settleLinkSignIn(ownRegistered.user.id, "confirm-sign-up");
    expect((await db.user.findUniqueOrThrow({ where: { email: own }, select: { name: true } })).name).toBe("Olive Owner");
  });

  test("the sign-up's own confirmation link keeps the password; a confirmed password survives any link", async () => {
    const email = uniqueEmail("owner");
    const registered = await signUp(email);
    if (!registered.ok) throw new Error("sign-up failed");
    expect(await settleLinkSignIn(registered.user.id, "confirm-sign-up")).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { email } })).passwordHash).not.toBeNull();

    const confirmed = await createUser();
    const session = await startSession(confirmed.id);
    expect(await settleLinkSignIn(confirmed.id, "sign-in")).toBe(false);
    expect(await verifyCredentials(confirmed.email, TEST_PASSWORD)).toMatchObject({ ok: true });
    expect(await isSessionLive(session, confirmed.id)).toBe(true);
  });
});

describe("sessions", () => {
  test("a session is live until ended, and only for its own user", async () => {
    const [ann, bob] = [await createUser(), await createUser()];
    const sid = await startSession(ann.id);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isSessionLive(sid, ann.id)).toBe(true);
    expect(await isSessionLive(sid, bob.id)).toBe(false);
    await endSession(sid);
    expect(await isSessionLive(sid, ann.id)).toBe(false);
  });

  test("an expired session row is not live", async () => {
    const user = await createUser();
    const sid = await startSession(user.id, { now: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) });
    expect(await isSessionLive(sid, user.id)).toBe(false);
  });

  test("sign out everywhere ends all of the user's sessions and no one else's", async () => {
    const [ann, bob] = [await createUser(), await createUser()];
    const annSessions = [await startSession(ann.id), await startSession(ann.id)];
    const bobSession = await startSession(bob.id);
    expect(await endSessions(ann.id)).toBe(2);
    for (const sid of annSessions) expect(await isSessionLive(sid, ann.id)).toBe(false);
    expect(await isSessionLive(bobSession, bob.id)).toBe(true);
  });
});

describe("changePassword", () => {
  test("refuses a wrong current password and changes nothing", async () => {
    const user = await createUser();
    const other = await startSession(user.id);
    expect(await changePassword(user.id, null, "wrong", "a brand new password")).toEqual({ ok: false, code: "wrong-password", message: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(await verifyCredentials(user.email, TEST_PASSWORD)).toMatchObject({ ok: true });
    expect(await isSessionLive(other, user.id)).toBe(true);
  });

  test("sets the new password, ends every other session and keeps this one", async () => {
    const user = await createUser();
    const [mine, laptop, phone] = [await startSession(user.id), await startSession(user.id), await startSession(user.id)];
    expect(await changePassword(user.id, mine, TEST_PASSWORD, "a brand new password")).toEqual({ ok: true, endedSessions: 2 });
    expect(await isSessionLive(mine, user.id)).toBe(true);
    expect(await isSessionLive(laptop, user.id)).toBe(false);
    expect(await isSessionLive(phone, user.id)).toBe(false);
    expect(await verifyCredentials(user.email, TEST_PASSWORD)).toEqual({ ok: false, code: "invalid-credentials" });
    expect(await verifyCredentials(user.email, "a brand new password")).toMatchObject({ ok: true });
  });
});

describe("password reset by email link", () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

  test("an unknown email gets nothing (and the form answers the same)", async () => {
    const email = uniqueEmail("nobody");
    await requestPasswordReset(email);
    expect(await outbox(email)).toEqual([]);
  });

  test("a known email gets a one-hour link on the configured origin; only the token's hash is stored", async () => {
    const user = await createUser();
    const before = Date.now();
    await requestPasswordReset(user.email);
    const [sent] = await outbox(user.email);
    expect(sent).toMatchObject({ purpose: "reset-password" });
    expect(new URL(sent!.url).origin).toBe(appOrigin());
    const token = tokenOf(sent!.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(RESET_LINK_MINUTES * 60_000 - 5_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(RESET_LINK_MINUTES * 60_000 + 5_000);
  });

  test("setting the new password confirms the email, ends every session, and the link refuses a second use", async () => {
    const email = uniqueEmail("forgetful");
    const registered = await signUp(email);
    if (!registered.ok) throw new Error("sign-up failed");
    const sessions = [await startSession(registered.user.id), await startSession(registered.user.id)];
    await requestPasswordReset(email);
    const token = tokenOf((await outbox(email)).at(-1)!.url);
    expect(await isResetTokenUsable(token)).toBe(true);

    expect(await resetPassword(token, "my new password")).toEqual({ ok: true, email });
    expect(await verifyCredentials(email, "my new password")).toMatchObject({ ok: true });
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerified).not.toBeNull();
    for (const sid of sessions) expect(await isSessionLive(sid, registered.user.id)).toBe(false);

    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await resetPassword(token, "another password")).toEqual({ ok: false, code: "link-refused", message: RESET_LINK_REFUSED_MESSAGE });
    expect(await verifyCredentials(email, "my new password")).toMatchObject({ ok: true });
  });

  test("an expired link is refused and changes nothing", async () => {
    const user = await createUser();
    await requestPasswordReset(user.email, new Date(Date.now() - (RESET_LINK_MINUTES + 1) * 60_000));
    const token = tokenOf((await outbox(user.email)).at(-1)!.url);
    expect(await resetPassword(token, "too late password")).toMatchObject({ ok: false, code: "link-refused" });
    expect(await verifyCredentials(user.email, TEST_PASSWORD)).toMatchObject({ ok: true });
  });

  test("a new request replaces the earlier link; simultaneous submits of one link set one password", async () => {
    const user = await createUser();
    await requestPasswordReset(user.email);
    const first = tokenOf((await outbox(user.email)).at(-1)!.url);
    await requestPasswordReset(user.email);
    const second = tokenOf((await outbox(user.email)).at(-1)!.url);
    expect(await resetPassword(first, "from the old link")).toMatchObject({ ok: false, code: "link-refused" });

    const results = await Promise.all(["race one password", "race two password", "race three password"].map((p) => resetPassword(second, p)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  test("a made-up token is refused", async () => {
    expect(await resetPassword("x".repeat(43), "whatever password")).toMatchObject({ ok: false, code: "link-refused" });
  });
});

describe("the account's security log", () => {
  const kindsOf = async (userId: string) =>
    (await db.securityEvent.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { kind: true, detail: true } })).map(
      (e) => `${e.kind}${e.detail ? ` (${e.detail})` : ""}`,
    );

  test("sign-ins, failed passwords, sign-outs, password changes and sign out everywhere are logged for the owner", async () => {
    const user = await createUser();
    const laptop = await startSession(user.id, { method: "password" });
    const phone = await startSession(user.id, { method: "email link" });
    await verifyCredentials(user.email, "a wrong guess");
    await endSession(laptop);
    await changePassword(user.id, phone, TEST_PASSWORD, "another long password");
    await startSession(user.id, { method: "password" });
    expect(await signOutEverywhere(user.id)).toBe(2);
    expect(await kindsOf(user.id)).toEqual([
      "SIGNED_IN (password)",
      "SIGNED_IN (email link)",
      "SIGN_IN_FAILED (wrong password)",
      "SIGNED_OUT",
      "PASSWORD_CHANGED (0 sessions ended on other browsers)",
      "SIGNED_IN (password)",
      "SIGNED_OUT_EVERYWHERE (2 sessions ended)",
    ]);
  });

  test("a wrong password for an unknown email logs nothing anywhere", async () => {
    const before = await db.securityEvent.count();
    await verifyCredentials(uniqueEmail("ghost"), "whatever");
    expect(await db.securityEvent.count()).toBe(before);
  });

  test("confirmations, a removed impostor password and a reset are logged", async () => {
    const email = uniqueEmail("logged");
    const registered = await signUp(email, "the impostor's password");
    if (!registered.ok) throw new Error("sign-up failed");
    await startSession(registered.user.id, { method: "password" });
    await settleLinkSignIn(registered.user.id, "sign-in");
    await requestPasswordReset(email);
    await resetPassword(new URL((await outbox(email)).at(-1)!.url).searchParams.get("token")!, "the owner's password");
    expect(await kindsOf(registered.user.id)).toEqual([
      "SIGNED_IN (password)",
      "EMAIL_CONFIRMED (by a sign-in link)",
      "UNCONFIRMED_PASSWORD_REMOVED (1 session ended)",
      "PASSWORD_RESET (0 sessions ended)",
      "EMAIL_CONFIRMED (by the password reset link)",
    ]);
  });

  test("the log lists the owner's own events, newest first, and refuses edits", async () => {
    const [ann, bob] = [await createUser(), await createUser()];
    await startSession(ann.id, { method: "password" });
    await verifyCredentials(ann.email, "wrong");
    await startSession(bob.id, { method: "password" });
    const events = await listSecurityEvents(ann.id);
    expect(events.map((e) => e.label)).toEqual(["Failed password sign-in", "Signed in"]);
    await expect(db.securityEvent.update({ where: { id: events[0]!.id }, data: { detail: "nothing happened" } })).rejects.toThrow(/append-only/);
  });
});

describe("limits on requests that mail someone or make an account", () => {
  test(`${MAX_EMAIL_REQUESTS} per email an hour, whatever its spelling; a refusal leaves no row; the limit lifts with the window`, async () => {
    const email = uniqueEmail("flooded");
    const start = new Date();
    for (let i = 0; i < MAX_EMAIL_REQUESTS; i++) expect(await reserveEmailRequest({ email: i % 2 ? email.toUpperCase() : email }, start)).toEqual({ ok: true });
    expect(await reserveEmailRequest({ email }, start)).toEqual({ ok: false, limitedBy: "email", retryAfterMinutes: EMAIL_REQUEST_WINDOW_MINUTES });
    expect(await db.emailRequest.count({ where: { email } })).toBe(MAX_EMAIL_REQUESTS);
    expect(await reserveEmailRequest({ email: uniqueEmail("other") }, start)).toEqual({ ok: true });
    const later = new Date(start.getTime() + (EMAIL_REQUEST_WINDOW_MINUTES * 60 + 1) * 1000);
    expect(await reserveEmailRequest({ email }, later)).toEqual({ ok: true });
  });

  test(`${MAX_ADDRESS_REQUESTS} per trusted address an hour across emails; requests without an address are not counted together`, async () => {
    const clientAddress = "203.0.113.150";
    for (let i = 0; i < MAX_ADDRESS_REQUESTS; i++) expect(await reserveEmailRequest({ email: uniqueEmail(`sweep${i}`), clientAddress })).toEqual({ ok: true });
    expect(await reserveEmailRequest({ email: uniqueEmail("sweep-more"), clientAddress })).toMatchObject({ ok: false, limitedBy: "address" });
    expect(await reserveEmailRequest({ email: uniqueEmail("sweep-more"), clientAddress: "203.0.113.151" })).toEqual({ ok: true });
    expect(await reserveEmailRequest({ email: uniqueEmail("sweep-more") })).toEqual({ ok: true });
    await db.emailRequest.deleteMany({ where: { clientAddress } });
  });

  test(`a burst of simultaneous requests for one email gets at most ${MAX_EMAIL_REQUESTS} through`, async () => {
    const email = uniqueEmail("burst");
    const results = await Promise.all(Array.from({ length: 12 }, () => reserveEmailRequest({ email })));
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(MAX_EMAIL_REQUESTS);
    expect(await db.emailRequest.count({ where: { email } })).toBeLessThanOrEqual(MAX_EMAIL_REQUESTS);
  });
});
