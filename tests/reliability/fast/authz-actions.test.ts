/**
 * The authorization matrix over every server action: each action × anonymous, non-member,
 * viewer, player (not the owner), team owner and organiser, called the way a form calls it, with
 * the outcome and the database checked.
 *
 * - The expected table (EXPECTED) is the design, written out independently of
 *   lib/authz/permissions.ts (tests/integration/authz-matrix.test.ts holds the same design
 *   for the permission function itself): the generic actions' rows here, each game's in its own
 *   folder (lib/games/<game>/testing/authz-rows.ts), collected from the folders. The generic
 *   actions only a test-only game stages (sessions, a result-only battle) have their rows in that
 *   game's folder (tests/games/<game>/authz-rows.ts), collected through the tests' catalog.
 * - Every exported function of every "use server" module under lib/actions (or a game's
 *   lib/games/<game>/actions) must have a row, written beside it (a game's action in that game's
 *   rows): a new action without a decision fails this file.
 * - A refusal must leave every row of every table as it was (a fingerprint of the whole database);
 *   an allowed call must end as a real submit does (its state or redirect) and make its change.
 * - Each action gets a fresh target (a freshly staged campaign, team, battle…). Refusals, which
 *   change nothing, share it; each allowed call uses it up and the next call gets a new one.
 */
import { readdir, readFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../harness/session-double"));
vi.mock("next/cache", () => import("../harness/next-cache-double"));
vi.mock("next/headers", () => import("../harness/next-headers-double"));
// Auth.js's Next glue (next-auth) imports "next/server" without an extension, which Node cannot
// load as an external module; and its sign-in must read the next/headers double above. So its four
// modules are loaded through Vitest (`?inline`) instead of Node. (The same as `server.deps.inline:
// ["next-auth"]` in vitest.config.ts would do for every file.)
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("next-auth", () => import("../../../node_modules/next-auth/index.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/env.js", () => import("../../../node_modules/next-auth/lib/env.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/index.js", () => import("../../../node_modules/next-auth/lib/index.js?inline"));
// @ts-expect-error -- a Vite query on a path: no type declarations, and none needed for a mock
vi.mock("../../../node_modules/next-auth/lib/actions.js", () => import("../../../node_modules/next-auth/lib/actions.js?inline"));

import { createHash } from "node:crypto";
import { decode, encode } from "@auth/core/jwt";
import { CONFIRM_EMAIL_MESSAGE } from "@/lib/server/accounts/delete-account";
import { NOT_REMOVED_MESSAGE } from "@/lib/server/invites/reinvite-member";
import { registerUser } from "@/lib/server/accounts/register-user";
import { startSession } from "@/lib/server/auth/sessions";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { exportCampaignFile } from "@/lib/games/smf/server/export/export-campaign";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { DEFAULT_SETTINGS, uniqueEmail } from "../../integration/factories";
import { key, slotOf } from "../../integration/battles/battle-factory";
import { type Actor, actAs, formOf, invoke, isSignInRedirect, type Outcome } from "../harness/act-as";
import { changedTables, dbFingerprint } from "../harness/db-fingerprint";
import { cookies, headers } from "../harness/next-headers-double";
import { actionDirs } from "../harness/fuzz-actions-catalog";
import { actorFor, battleProgress, type Cast, createCast, person, ROLES, type Role, type Stage, stageBattle, stageCampaign, stageInvite, stageMember } from "./authz-world";
import { battleRow, type Code, FORBIDDEN, gameRows, NOT_MEMBER, OK, requestKey, type RowsSource, type Scenario, scenario, setCast, teamPath } from "../harness/authz-matrix";
import { battleForm, battlePath, buildOf } from "@/lib/games/smf/testing/authz-rows";
import { stageSuCampaign } from "@/lib/games/supers-unlimited/testing/authz-world";
import { ACE } from "@/lib/rules/supers-unlimited";
import { gameSystem, listGameSystems } from "@/lib/games/registry";
import { can } from "@/lib/authz/permissions";
import { registerTestGames, testGameRows } from "../../games/catalog";

// ---------------------------------------------------------------------------------------------
// The design of the generic actions (lib/actions). Each game's actions have their rows in its own
// folder (lib/games/<game>/testing/authz-rows.ts), collected below (harness/authz-matrix.ts says
// what the columns and codes are).

const GENERIC_EXPECTED: Record<string, string> = {
  // Accounts: anyone may sign in, sign up, ask for a link or sign out; the account is the one in the form.
  signInAction: "Y Y Y Y Y Y",
  signUpAction: "Y Y Y Y Y Y",
  magicLinkAction: "Y Y Y Y Y Y",
  signOutAction: "Y Y Y Y Y Y",
  // Confirmation and reset links go to whoever reads the address in the form; sessions are one's own.
  resendConfirmationAction: "Y Y Y Y Y Y",
  requestPasswordResetAction: "Y Y Y Y Y Y",
  resetPasswordAction: "Y Y Y Y Y Y",
  changePasswordAction: "S Y Y Y Y Y",
  signOutEverywhereAction: "S Y Y Y Y Y",
  // One's own account only: naming someone else's email in the confirmation is refused for everyone
  // (deleting a real account is tests/integration/account-deletion.test.ts: the cast must stay).
  deleteAccountAction: "S R R R R R",
  // Any account: a new campaign (its creator organises it); an invite is for whoever holds the token.
  createCampaignAction: "S Y Y Y Y Y",
  importCampaignAction: "S Y Y Y Y Y",
  previewCampaignImportAction: "S Y Y Y Y Y",
  acceptInviteAction: "S Y Y Y Y Y",

  // The campaign.
  updateCampaignSettingsAction: "S N F F F Y",
  createCampaignShareAction: "S N F F F Y",
  rotateCampaignShareAction: "S N F F F Y",
  revokeCampaignShareAction: "S N F F F Y",
  leaveCampaignAction: "S N Y Y Y Y",

  // Members and invites.
  createInviteAction: "S N F F F Y",
  revokeInviteAction: "S N F F F Y",
  changeMemberRoleAction: "S N F F F Y",
  removeMemberAction: "S N F F F Y",
  // Someone removed comes back only through an invite made for them by name.
  reinviteMemberAction: "S N F F F Y",

  // Teams: players create and import one team each (the owner already leads one).
  createTeamAction: "S N F Y R Y",
  updateTeamAction: "S N F F Y Y",
  archiveTeamAction: "S N F F Y Y",
  unarchiveTeamAction: "S N F F Y Y",
  shareTeamAction: "S N F F Y Y",
  rotateTeamShareAction: "S N F F Y Y",
  revokeTeamShareAction: "S N F F Y Y",
};

// ---------------------------------------------------------------------------------------------
// How each generic action is aimed and what its success must change.

let cast: Cast;

async function membershipOf(campaignId: string, userId: string) {
  return db.membership.findUnique({ where: { campaignId_userId: { campaignId, userId } }, select: { role: true, leftAt: true } });
}

/** The session cookie sign-in left in the jar, decoded: whose session it is. */
const SESSION_COOKIE = "authjs.session-token";

async function sessionId(): Promise<string | undefined> {
  const cookie = (await cookies()).get(SESSION_COOKIE);
  if (!cookie?.value) return undefined;
  const token = await decode({ token: cookie.value, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
  return typeof token?.sid === "string" ? token.sid : undefined;
}

async function sessionUserId(): Promise<string | undefined> {
  const cookie = (await cookies()).get(SESSION_COOKIE);
  if (!cookie?.value) return undefined;
  const token = await decode({ token: cookie.value, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
  return token?.sub ?? undefined;
}

/**
 * Signs `user` in as Auth.js would have: their session cookie in the jar, and sent with the request
 * (the next/headers double's request headers are the one shared object its `headers()` returns).
 */
async function signedInCookie(user: Actor) {
  // As the jwt callback does at sign-in: a session row, named in the token.
  const sid = await startSession(user.id);
  const value = await encode({ token: { sub: user.id, email: user.email, name: user.name, sid }, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE, maxAge: 3600 });
  (await cookies()).set(SESSION_COOKIE, value);
  (await headers()).set("cookie", `${SESSION_COOKIE}=${value}`);
  expect(await sessionUserId()).toBe(user.id);
}

async function clearCookies() {
  const jar = await cookies();
  for (const { name } of jar.getAll()) jar.delete(name);
}

const campaignSettingsForm = (campaignId: string | null, name: string) =>
  formOf({
    ...(campaignId ? { campaignId } : {}),
    name,
    storyPointGoal: String(DEFAULT_SETTINGS.storyPointGoal),
    allowAlternatePowerLevels: "on",
    advancement: DEFAULT_SETTINGS.advancement,
    socialScienceVariant: DEFAULT_SETTINGS.socialScienceVariant,
    reportConfirmation: DEFAULT_SETTINGS.reportConfirmation,
    teamControl: "OWNERS",
    appDiceOnly: "on",
  });

/** The campaign import form posts the chosen export file (plain JSON here; the browser may gzip it). */
const campaignFileForm = (json: string) => formOf({ file: new File([json], "campaign.longbox.json", { type: "application/json" }) });

const GENERIC_SCENARIOS: Record<string, Scenario<unknown>> = {
  // --- Accounts --------------------------------------------------------------------------------
  signInAction: scenario({
    target: async () => null,
    form: () => formOf({ email: cast.account.email, password: cast.account.password }),
    async allowed(_t, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: "/campaigns" });
      expect(await sessionUserId()).toBe(cast.account.id);
      // Its session row, named in the cookie (the one write a sign-in makes).
      expect(await db.session.count({ where: { userId: cast.account.id, sessionToken: await sessionId() } })).toBe(1);
    },
  }),
  signUpAction: scenario({
    target: async () => ({ email: uniqueEmail("newcomer") }),
    form: (t) => formOf({ name: "Newcomer", email: t.email, password: "a long enough password" }),
    async allowed(t, outcome) {
      // Not signed in yet: the password works once the emailed link confirms the address.
      expect(outcome).toEqual({ kind: "redirect", to: "/sign-up/check-email" });
      const user = await db.user.findUniqueOrThrow({ where: { email: t.email }, select: { id: true, passwordHash: true, emailVerified: true } });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.emailVerified).toBeNull();
      expect(await db.verificationToken.count({ where: { identifier: t.email } })).toBe(1);
      expect(await sessionUserId()).toBeUndefined();
    },
  }),
  magicLinkAction: scenario({
    // An account of its own per call, so the link it gets is the only one.
    target: () => person("Linda"),
    form: (account) => formOf({ email: account.email }),
    async allowed(account, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: "/sign-in/check-email" });
      expect(await db.verificationToken.count({ where: { identifier: account.email } })).toBe(1);
    },
  }),
  signOutAction: scenario({
    target: async () => null,
    // A signed-in caller's session row is deleted; a signed-out one has none.
    writesNothing: (role) => role === "anonymous",
    form: () => formOf({}),
    async allowed(_t, outcome, actor) {
      expect(outcome).toMatchObject({ kind: "redirect" });
      expect(new URL((outcome as { to: string }).to, "http://localhost:3000").pathname).toBe("/");
      // A signed-in caller's session cookie is cleared (a signed-out one had none), and its row is gone.
      expect(await sessionUserId()).toBeUndefined();
      if (actor) expect(await db.session.count({ where: { userId: actor.id } })).toBe(0);
    },
  }),
  resendConfirmationAction: scenario({
    // A sign-up that never followed its link, one per call.
    async target() {
      const email = uniqueEmail("unconfirmed");
      const registered = await registerUser({ name: undefined, email, password: "a long enough password" });
      if (!registered.ok) throw new Error(registered.message);
      return { email };
    },
    form: (t) => formOf({ email: t.email }),
    async allowed(t, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: "/sign-up/check-email" });
      expect(await db.verificationToken.count({ where: { identifier: t.email } })).toBe(1);
    },
  }),
  requestPasswordResetAction: scenario({
    target: () => person("Forgetful"),
    form: (account) => formOf({ email: account.email }),
    async allowed(account, outcome) {
      expect(outcome).toEqual(OK);
      expect(await db.passwordResetToken.count({ where: { userId: account.id, usedAt: null } })).toBe(1);
    },
  }),
  resetPasswordAction: scenario({
    // An account with a live reset link (the stored row holds the token's SHA-256, as the service writes it).
    async target() {
      const account = await person("Resetter");
      const token = `matrix-${key()}`;
      await db.passwordResetToken.create({
        data: { userId: account.id, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 3_600_000) },
      });
      return { account, token };
    },
    form: (t) => formOf({ token: t.token, password: "a fresh long password" }),
    async allowed(t, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: "/sign-in?reset=1" });
      const user = await db.user.findUniqueOrThrow({ where: { id: t.account.id }, select: { passwordHash: true, emailVerified: true } });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.emailVerified).not.toBeNull();
    },
  }),
  changePasswordAction: scenario({
    target: async () => null,
    // The cast have no password yet (accounts made by link): they set their first without a current one.
    form: () => formOf({ currentPassword: "", newPassword: "a first long password" }),
    async allowed(_t, outcome, actor) {
      expect(outcome).toEqual({ kind: "state", state: { ok: true, data: { endedSessions: 0 } } });
      const user = await db.user.findUniqueOrThrow({ where: { id: actor!.id }, select: { passwordHash: true } });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      await db.user.update({ where: { id: actor!.id }, data: { passwordHash: null } });
    },
  }),
  signOutEverywhereAction: scenario({
    // Everyone in the cast signed in somewhere, so each allowed call has sessions to end.
    async target() {
      await Promise.all([cast.organiser, cast.viewer, cast.player, cast.owner, cast.rival, cast.outsider].map((actor) => startSession(actor.id)));
      return null;
    },
    form: () => formOf({}),
    async allowed(_t, outcome, actor) {
      expect(outcome).toMatchObject({ kind: "redirect" });
      expect(new URL((outcome as { to: string }).to, "http://localhost:3000").pathname).toBe("/sign-in");
      expect(await db.session.count({ where: { userId: actor!.id } })).toBe(0);
    },
  }),
  deleteAccountAction: scenario({
    target: () => person("Della"),
    form: (other) => formOf({ confirmEmail: other.email, password: cast.account.password }),
    refusals: Object.fromEntries(ROLES.map((role) => [role, () => CONFIRM_EMAIL_MESSAGE])),
    async allowed() {
      throw new Error("deleteAccountAction has no allowed cell here");
    },
  }),
  createCampaignAction: scenario({
    target: async () => ({ name: `New campaign ${key()}` }),
    form: (t) => campaignSettingsForm(null, t.name),
    async allowed(t, outcome, actor) {
      const campaign = await db.campaign.findFirstOrThrow({ where: { name: t.name }, select: { id: true, memberships: { select: { userId: true, role: true } } } });
      expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${campaign.id}` });
      expect(campaign.memberships).toEqual([{ userId: actor!.id, role: "ORGANISER" }]);
    },
  }),
  importCampaignAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, json: JSON.stringify((await exportCampaignFile(stage.access.organiser)).file) };
    },
    form: (t) => campaignFileForm(t.json),
    async allowed(t, outcome, actor) {
      // A new campaign, the caller its organiser and only member; the teams come as names only.
      expect(outcome).toMatchObject({ kind: "redirect", to: expect.stringMatching(/^\/campaigns\/[^/]+$/) });
      const id = (outcome as { to: string }).to.split("/")[2]!;
      expect(id).not.toBe(t.stage.campaignId);
      const campaign = await db.campaign.findUniqueOrThrow({
        where: { id },
        select: { memberships: { select: { userId: true, role: true } }, teams: { select: { ownerId: true } } },
      });
      expect(campaign.memberships).toEqual([{ userId: actor!.id, role: "ORGANISER" }]);
      expect(campaign.teams).toEqual([{ ownerId: null }, { ownerId: null }]);
    },
  }),
  previewCampaignImportAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, json: JSON.stringify((await exportCampaignFile(stage.access.organiser)).file) };
    },
    form: (t) => campaignFileForm(t.json),
    writesNothing: () => true,
    async allowed(_t, outcome) {
      expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { canImport: true, problems: [], teams: [expect.anything(), expect.anything()] } } });
    },
  }),
  acceptInviteAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, ...(await stageInvite(stage, "PLAYER")) };
    },
    form: (t) => formOf({ token: t.token }),
    writesNothing: (role) => role !== "non-member",
    async allowed(t, outcome, actor, role) {
      expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${t.stage.campaignId}` });
      const invite = await db.invite.findUniqueOrThrow({ where: { id: t.inviteId }, select: { useCount: true } });
      const membership = await membershipOf(t.stage.campaignId, actor!.id);
      if (role === "non-member") {
        expect(membership).toEqual({ role: "PLAYER", leftAt: null });
        expect(invite.useCount).toBe(1);
      } else {
        // A member keeps their role: an old link never demotes or promotes anyone.
        expect(membership).toEqual({ role: { viewer: "VIEWER", player: "PLAYER", owner: "PLAYER", organiser: "ORGANISER" }[role as "viewer"], leftAt: null });
        expect(invite.useCount).toBe(0);
      }
    },
  }),

  // --- The campaign ----------------------------------------------------------------------------
  updateCampaignSettingsAction: scenario({
    target: () => stageCampaign(cast),
    form: (stage) => campaignSettingsForm(stage.campaignId, "Renamed by the matrix"),
    async allowed(stage, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}` });
      expect(await db.campaign.findUniqueOrThrow({ where: { id: stage.campaignId }, select: { name: true, teamControl: true, appDiceOnly: true } })).toEqual({
        name: "Renamed by the matrix",
        teamControl: "OWNERS",
        appDiceOnly: true,
      });
    },
  }),
  createCampaignShareAction: scenario({
    target: () => stageCampaign(cast),
    form: (stage) => formOf({ campaignId: stage.campaignId }),
    async allowed(stage, outcome) {
      expect(outcome).toMatchObject(OK);
      expect((await db.campaign.findUniqueOrThrow({ where: { id: stage.campaignId } })).publicShareToken).toEqual(expect.any(String));
    },
  }),
  rotateCampaignShareAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, token: (await shareCampaign(stage.access.organiser)).token };
    },
    form: (t) => formOf({ campaignId: t.stage.campaignId }),
    async allowed(t, outcome) {
      expect(outcome).toMatchObject(OK);
      const token = (await db.campaign.findUniqueOrThrow({ where: { id: t.stage.campaignId } })).publicShareToken;
      expect(token).toEqual(expect.any(String));
      expect(token).not.toBe(t.token);
    },
  }),
  revokeCampaignShareAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      await shareCampaign(stage.access.organiser);
      return stage;
    },
    form: (stage) => formOf({ campaignId: stage.campaignId }),
    async allowed(stage, outcome) {
      expect(outcome).toMatchObject(OK);
      expect((await db.campaign.findUniqueOrThrow({ where: { id: stage.campaignId } })).publicShareToken).toBeNull();
    },
  }),
  leaveCampaignAction: scenario({
    // A second organiser, so that Olive is not the last one (that refusal is a rule of its own).
    target: () => stageCampaign(cast, { secondOrganiser: true }),
    form: (stage) => formOf({ campaignId: stage.campaignId }),
    async allowed(stage, outcome, actor) {
      expect(outcome).toEqual({ kind: "redirect", to: "/campaigns" });
      expect((await membershipOf(stage.campaignId, actor!.id))?.leftAt).toEqual(expect.any(Date));
    },
  }),

  // --- Members and invites ---------------------------------------------------------------------
  createInviteAction: scenario({
    target: () => stageCampaign(cast),
    form: (stage) => formOf({ campaignId: stage.campaignId, role: "PLAYER", expiresInDays: "7", maxUses: "5" }),
    async allowed(stage, outcome) {
      expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { path: expect.stringMatching(/^\/invite\//), role: "PLAYER", maxUses: 5 } } });
      expect(await db.invite.findMany({ where: { campaignId: stage.campaignId }, select: { role: true, revokedAt: true, maxUses: true } })).toEqual([
        { role: "PLAYER", revokedAt: null, maxUses: 5 },
      ]);
    },
  }),
  revokeInviteAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, ...(await stageInvite(stage)) };
    },
    form: (t) => formOf({ campaignId: t.stage.campaignId, inviteId: t.inviteId }),
    async allowed(t, outcome) {
      expect(outcome).toMatchObject(OK);
      expect((await db.invite.findUniqueOrThrow({ where: { id: t.inviteId } })).revokedAt).toEqual(expect.any(Date));
    },
  }),
  changeMemberRoleAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, member: await stageMember(stage, "VIEWER") };
    },
    form: (t) => formOf({ campaignId: t.stage.campaignId, userId: t.member.id, role: "PLAYER" }),
    async allowed(t, outcome) {
      expect(outcome).toMatchObject(OK);
      expect(await membershipOf(t.stage.campaignId, t.member.id)).toEqual({ role: "PLAYER", leftAt: null });
    },
  }),
  removeMemberAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      return { stage, member: await stageMember(stage, "PLAYER") };
    },
    form: (t) => formOf({ campaignId: t.stage.campaignId, userId: t.member.id }),
    async allowed(t, outcome) {
      expect(outcome).toMatchObject(OK);
      expect((await membershipOf(t.stage.campaignId, t.member.id))?.leftAt).toEqual(expect.any(Date));
    },
  }),

  reinviteMemberAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      const member = await stageMember(stage, "PLAYER");
      const at = new Date();
      await db.membership.update({ where: { campaignId_userId: { campaignId: stage.campaignId, userId: member.id } }, data: { leftAt: at, removedAt: at } });
      return { stage, member };
    },
    form: (t) => formOf({ campaignId: t.stage.campaignId, userId: t.member.id, role: "PLAYER", expiresInDays: "7" }),
    async allowed(t, outcome) {
      expect(outcome).toMatchObject({ kind: "state", state: { ok: true, data: { path: expect.stringMatching(/^\/invite\//), role: "PLAYER", maxUses: 1, inviteeName: "Milo" } } });
      expect(await db.invite.findMany({ where: { campaignId: t.stage.campaignId }, select: { role: true, inviteeId: true, maxUses: true } })).toEqual([
        { role: "PLAYER", inviteeId: t.member.id, maxUses: 1 },
      ]);
    },
  }),

  // --- Teams -----------------------------------------------------------------------------------
  createTeamAction: scenario({
    target: () => stageCampaign(cast, { playerTeam: false }),
    form: (stage) => formOf({ campaignId: stage.campaignId, name: "The New Arrivals", alignment: "HEROES", notes: "" }),
    refusals: { owner: (stage) => `You already lead “${stage.ownerTeam.name}” in this campaign; each member leads one team.` },
    async allowed(stage, outcome, actor) {
      const team = await db.team.findFirstOrThrow({ where: { campaignId: stage.campaignId, name: "The New Arrivals" }, select: { id: true, ownerId: true } });
      expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}/teams/${team.id}` });
      expect(team.ownerId).toBe(actor!.id);
    },
  }),
  updateTeamAction: scenario({
    target: () => stageCampaign(cast),
    form: (stage) => formOf({ teamId: stage.ownerTeam.id, name: "Renamed Shift", alignment: "VILLAINS", notes: "Changed by the matrix" }),
    async allowed(stage, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
      expect(await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id }, select: { name: true, alignment: true, notes: true } })).toEqual({
        name: "Renamed Shift",
        alignment: "VILLAINS",
        notes: "Changed by the matrix",
      });
    },
  }),
  archiveTeamAction: scenario({
    target: () => stageCampaign(cast),
    form: (stage) => formOf({ teamId: stage.ownerTeam.id }),
    async allowed(stage, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: `/campaigns/${stage.campaignId}` });
      expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id } })).archivedAt).toEqual(expect.any(Date));
    },
  }),
  unarchiveTeamAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      const archived = await archiveTeam(stage.access.owner, stage.ownerTeam.id);
      if (!archived.ok) throw new Error(archived.message);
      return stage;
    },
    form: (stage) => formOf({ teamId: stage.ownerTeam.id }),
    async allowed(stage, outcome) {
      expect(outcome).toEqual({ kind: "redirect", to: teamPath(stage) });
      expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id } })).archivedAt).toBeNull();
    },
  }),
  shareTeamAction: scenario({
    target: () => stageCampaign(cast),
    form: (stage) => formOf({ teamId: stage.ownerTeam.id }),
    async allowed(stage, outcome) {
      expect(outcome).toMatchObject(OK);
      expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id } })).publicToken).toEqual(expect.any(String));
    },
  }),
  rotateTeamShareAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      const shared = await shareTeam(stage.access.owner, stage.ownerTeam.id);
      if (!shared.ok) throw new Error(shared.message);
      return { stage, token: shared.token };
    },
    form: (t) => formOf({ teamId: t.stage.ownerTeam.id }),
    async allowed(t, outcome) {
      expect(outcome).toMatchObject(OK);
      const token = (await db.team.findUniqueOrThrow({ where: { id: t.stage.ownerTeam.id } })).publicToken;
      expect(token).toEqual(expect.any(String));
      expect(token).not.toBe(t.token);
    },
  }),
  revokeTeamShareAction: scenario({
    async target() {
      const stage = await stageCampaign(cast);
      await shareTeam(stage.access.owner, stage.ownerTeam.id);
      return stage;
    },
    form: (stage) => formOf({ teamId: stage.ownerTeam.id }),
    async allowed(stage, outcome) {
      expect(outcome).toMatchObject(OK);
      expect((await db.team.findUniqueOrThrow({ where: { id: stage.ownerTeam.id } })).publicToken).toBeNull();
    },
  }),
};

// ---------------------------------------------------------------------------------------------
// The whole matrix: the generic rows above and each game folder's.

const SOURCES: RowsSource[] = [
  { folder: "lib/actions", file: "tests/reliability/fast/authz-actions.test.ts", rows: { expected: GENERIC_EXPECTED, scenarios: GENERIC_SCENARIOS } },
  ...(await gameRows()),
  ...(await testGameRows()),
];
const EXPECTED: Record<string, string> = Object.assign({}, ...SOURCES.map((source) => source.rows.expected));
const SCENARIOS: Record<string, Scenario<unknown>> = Object.assign({}, ...SOURCES.map((source) => source.rows.scenarios));

function expectedCode(action: string, role: Role): Code {
  return EXPECTED[action]!.split(" ")[ROLES.indexOf(role)] as Code;
}

// ---------------------------------------------------------------------------------------------
// Every action the app has, found on disk at test time.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const USE_SERVER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use server["']/;

interface FoundAction {
  name: string;
  module: string;
  fn: unknown;
}

async function findServerActions(): Promise<FoundAction[]> {
  const found: FoundAction[] = [];
  for (const dir of actionDirs()) {
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
    for (const file of files) {
      const full = path.join(dir, file);
      if (!USE_SERVER.test(await readFile(full, "utf8"))) continue;
      const exported = (await import(full)) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(exported)) found.push({ name, module: path.relative(ROOT, full), fn });
    }
  }
  return found;
}

let actions: Map<string, FoundAction>;
let found: FoundAction[];
let savedDataDir: string | undefined;

beforeAll(async () => {
  // The test-only games whose campaigns the rows of their folders stage generic actions on.
  registerTestGames();
  found = await findServerActions();
  actions = new Map(found.map((action) => [action.name, action]));
  cast = await createCast();
  setCast(cast);
  // Magic links go to an outbox file when no SMTP server is set: keep it out of the project.
  savedDataDir = process.env.LONGBOX_DATA_DIR;
  process.env.LONGBOX_DATA_DIR = await mkdtemp(path.join(tmpdir(), "longbox-matrix-"));
  delete process.env.SMTP_URL;
  delete process.env.SMTP_HOST;
});

afterAll(() => {
  if (savedDataDir === undefined) delete process.env.LONGBOX_DATA_DIR;
  else process.env.LONGBOX_DATA_DIR = savedDataDir;
  actAs(null);
});

describe("the matrix covers every server action", () => {
  test("every exported function of a 'use server' module has a row, and every row an action", () => {
    const names = found.map((action) => action.name);
    expect(new Set(names).size, "action names are unique across modules").toBe(names.length);
    const missing = found.filter((action) => !(action.name in EXPECTED)).map((action) => `${action.module}: ${action.name}`);
    expect(missing, "actions without a decision in EXPECTED").toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((name) => !actions.has(name)),
      "rows for actions that no longer exist",
    ).toEqual([]);
    expect(Object.keys(SCENARIOS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  test("each action's row is written beside it: a game's in its own folder, a generic action's here, and only once", () => {
    const sourcesOf = (name: string) => SOURCES.filter((source) => name in source.rows.expected || name in source.rows.scenarios).map((source) => source.file);
    expect(
      Object.keys(EXPECTED).filter((name) => sourcesOf(name).length > 1),
      "rows written in more than one file",
    ).toEqual([]);
    const misplaced = found.flatMap((action) => {
      const [source] = SOURCES.filter((s) => action.name in s.rows.expected);
      return source && !action.module.startsWith(`${source.folder}${path.sep}`) ? [`${action.module}: ${action.name} has its row in ${source.file}`] : [];
    });
    expect(misplaced, "rows written away from their action's folder").toEqual([]);
    // The game folders with rows are exactly those with actions.
    const gamesWithActions = [...new Set(found.flatMap((action) => /^lib\/games\/[^/]+/.exec(action.module.split(path.sep).join("/"))?.[0] ?? []))].sort();
    expect(
      SOURCES.map((source) => source.folder).filter((folder) => folder !== "lib/actions"),
      "game folders with actions and rows",
    ).toEqual(gamesWithActions);
  });

  test("every export of a 'use server' module is an async function (Next only allows those)", () => {
    const notAsync = found.filter((action) => typeof action.fn !== "function" || (action.fn as () => unknown).constructor.name !== "AsyncFunction");
    expect(notAsync.map((action) => `${action.module}: ${action.name}`)).toEqual([]);
  });

  test("every verb a game declares (its manifest's permissions) has its row in the game's folder, and each row agrees with the one check", () => {
    const verbRows = SOURCES.flatMap((source) => (source.rows.verbs ? [{ file: source.file, ...source.rows.verbs }] : []));
    const registered = listGameSystems().flatMap((listing) => {
      try {
        return [gameSystem(listing.id)];
      } catch {
        return []; // still to come: listed, not registered
      }
    });
    const withoutRows = registered.flatMap((game) => {
      const rows = verbRows.find((row) => row.game.id === game.id);
      return Object.keys(game.permissions?.verbs ?? {})
        .filter((verb) => !rows || !(verb in rows.expected))
        .map((verb) => `${game.id}: ${verb}`);
    });
    expect(withoutRows, "declared verbs without a row").toEqual([]);
    const undeclared = verbRows.flatMap((row) =>
      Object.keys(row.expected)
        .filter((verb) => !Object.hasOwn(row.game.permissions?.verbs ?? {}, verb))
        .map((verb) => `${row.file}: ${verb}`),
    );
    expect(undeclared, "rows for verbs no game declares").toEqual([]);
    // Each game's rows are its own game's (the folder's entry), and the one check answers as they say.
    const roles = ["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"] as const;
    for (const row of verbRows) {
      expect(
        registered.map((game) => game.id),
        row.file,
      ).toContain(row.game.id);
      for (const [verb, design] of Object.entries(row.expected)) {
        for (const isOwner of typeof design === "string" ? [false] : [true, false]) {
          const grid = typeof design === "string" ? design : isOwner ? design.owner : design.other;
          expect(roles.map((role) => (can(role, verb, { isOwner, game: row.game }) ? "y" : "-")).join(""), `${verb} (owner: ${isOwner})`).toBe(grid);
        }
      }
    }
  });

  test("the table has six well-formed columns per row", () => {
    for (const [name, row] of Object.entries(EXPECTED)) expect(row, name).toMatch(/^[SNFRY]( [SNFRY]){5}$/);
  });
});

// ---------------------------------------------------------------------------------------------
// The cells.

/**
 * Each action's targets, staged together (they are independent campaigns) before its first cell:
 * one shared by the refusals, then one for each allowed call.
 */
const pools = new Map<string, { refusal: Promise<unknown> | null; allowed: Array<Promise<unknown>>; ready: Promise<unknown> }>();

function poolFor(action: string) {
  let pool = pools.get(action);
  if (!pool) {
    const codes = ROLES.map((role) => expectedCode(action, role));
    const stage = () => SCENARIOS[action]!.target();
    const refusal = codes.some((code) => code !== "Y") ? stage() : null;
    const allowed = codes.filter((code) => code === "Y").map(stage);
    // Every target is written before any cell fingerprints the database.
    pool = { refusal, allowed, ready: Promise.allSettled([refusal, ...allowed]) };
    pools.set(action, pool);
  }
  return pool;
}

async function targetFor(action: string, code: Code): Promise<unknown> {
  const pool = poolFor(action);
  await pool.ready;
  return code === "Y" ? pool.allowed.shift()! : pool.refusal!;
}

/** After a wrong answer the shared target may have changed: the next refusal gets a fresh one. */
function restageRefusalTarget(action: string) {
  const pool = poolFor(action);
  pool.refusal = SCENARIOS[action]!.target();
  pool.ready = Promise.allSettled([pool.refusal]);
}

function refusalFor(action: string, role: Role, code: Code, target: unknown): string {
  const s = SCENARIOS[action]!;
  if (code === "N") return s.notFound ?? NOT_MEMBER;
  if (code === "F") return FORBIDDEN;
  const message = s.refusals?.[role];
  if (!message) throw new Error(`${action}: an R cell for ${role} needs its message in refusals`);
  return message(target);
}

/** Written by design whatever the answer: each file an import reads counts toward its rate limit (import-rate-limit.ts). */
const COUNTED_READS = ["ImportAttempt"];
const writtenTables = async (before: Awaited<ReturnType<typeof dbFingerprint>>) => changedTables(before, await dbFingerprint()).filter((name) => !COUNTED_READS.includes(name));

const CELLS = Object.keys(EXPECTED).flatMap((action) => ROLES.map((role) => [action, role, expectedCode(action, role)] as const));

describe.each(Object.keys(EXPECTED))("%s", (action) => {
  test.each(CELLS.filter(([name]) => name === action).map(([, role, code]) => [role, code] as const))("as %s: %s", async (role, code) => {
    const entry = actions.get(action);
    expect(entry, `${action} is not an exported server action`).toBeDefined();
    const s = SCENARIOS[action]!;
    const target = await targetFor(action, code);
    const actor = actorFor(cast, role);

    await clearCookies();
    if (action === "signOutAction" && actor) await signedInCookie(actor);
    actAs(actor);
    const quiet = ["magicLinkAction", "signUpAction", "resendConfirmationAction", "requestPasswordResetAction"].includes(action)
      ? vi.spyOn(console, "log").mockImplementation(() => undefined)
      : null;
    const before = await dbFingerprint();
    let outcome: Outcome;
    try {
      outcome = await invoke(entry!.fn as never, s.form(target, role));
    } finally {
      quiet?.mockRestore();
      (await headers()).delete("cookie");
    }

    if (code === "Y") {
      if (outcome.kind === "error") throw outcome.error;
      if (outcome.kind === "state" && !outcome.state?.ok) throw new Error(`An allowed call was refused: ${JSON.stringify(outcome.state)}`);
      await s.allowed(target, outcome, actor, role);
      const written = await writtenTables(before);
      if (s.writesNothing?.(role)) expect(written, "tables written by a call that only reads").toEqual([]);
      else expect(written.length, "an allowed call changes the database").toBeGreaterThan(0);
      return;
    }
    try {
      if (code === "S") expect(isSignInRedirect(outcome), JSON.stringify(outcome)).toBe(true);
      else expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: refusalFor(action, role, code, target) } });
      expect(await writtenTables(before), "tables written by a refused call").toEqual([]);
    } catch (error) {
      restageRefusalTarget(action);
      throw error;
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Mixed ids: a caller's OWN team or campaign (which authorizes) with someone else's record in the
// same form. The record must be looked up inside the authorized team or campaign, never by id alone.

describe("mixed ids (IDOR): own team or campaign, someone else's record", () => {
  let stage: Stage;
  let inviteId: string;
  beforeAll(async () => {
    stage = await stageCampaign(cast);
    inviteId = (await stageInvite(stage)).inviteId;
  });

  const NOT_ON_TEAM = "That character is not on this team.";
  const owenFirst = () => stage.ownerTeam.characterIds[0]!;
  const patTeam = () => stage.playerTeam!.id;

  const CASES: Array<[string, () => Actor, string, () => FormData, string | RegExp]> = [
    [
      "Pat edits Owen's character through his own team",
      () => cast.player,
      "updateCharacterAction",
      () => formOf({ teamId: patTeam(), characterId: owenFirst(), name: "Stolen", kind: "character", build: buildOf("White Rhino"), sidekickOf: "" }),
      NOT_ON_TEAM,
    ],
    [
      "Pat renames Owen's character through his own team",
      () => cast.player,
      "renameCharacterAction",
      () => formOf({ teamId: patTeam(), characterId: owenFirst(), name: "Stolen" }),
      NOT_ON_TEAM,
    ],
    [
      "Pat moves Owen's character through his own team",
      () => cast.player,
      "moveCharacterAction",
      () => formOf({ teamId: patTeam(), characterId: stage.ownerTeam.characterIds[1]!, direction: "up" }),
      NOT_ON_TEAM,
    ],
    ["Pat retires Owen's character through his own team", () => cast.player, "retireCharacterAction", () => formOf({ teamId: patTeam(), characterId: owenFirst() }), NOT_ON_TEAM],
    ["Pat deletes Owen's character through his own team", () => cast.player, "deleteCharacterAction", () => formOf({ teamId: patTeam(), characterId: owenFirst() }), NOT_ON_TEAM],
    [
      "Pat spends his story points lifting a curse from Owen's character",
      () => cast.player,
      "spendStoryPointsAction",
      () => formOf({ teamId: patTeam(), requestKey: requestKey(), kind: "curse-lift", characterId: owenFirst() }),
      /is not on .*roster/,
    ],
    [
      "Oscar revokes this campaign's invite from his own campaign",
      () => cast.outsider,
      "revokeInviteAction",
      () => formOf({ campaignId: cast.outsiderCampaignId, inviteId }),
      "That invite does not exist.",
    ],
    [
      "Oscar promotes this campaign's viewer from his own campaign",
      () => cast.outsider,
      "changeMemberRoleAction",
      () => formOf({ campaignId: cast.outsiderCampaignId, userId: cast.viewer.id, role: "ORGANISER" }),
      "That person is not a member of this campaign.",
    ],
    [
      "Oscar removes this campaign's player from his own campaign",
      () => cast.outsider,
      "removeMemberAction",
      () => formOf({ campaignId: cast.outsiderCampaignId, userId: cast.player.id }),
      "That person is not a member of this campaign.",
    ],
    [
      "Oscar invites this campaign's player back by name from his own campaign",
      () => cast.outsider,
      "reinviteMemberAction",
      () => formOf({ campaignId: cast.outsiderCampaignId, userId: cast.player.id, role: "PLAYER", expiresInDays: "7" }),
      NOT_REMOVED_MESSAGE,
    ],
    [
      "Oscar sets up a battle in his own campaign between this campaign's teams",
      () => cast.outsider,
      "createBattleAction",
      () =>
        formOf([
          ["campaignId", cast.outsiderCampaignId],
          [`fielded:${stage.ownerTeam.id}`, owenFirst()],
          [`fielded:${patTeam()}`, stage.playerTeam!.characterIds[0]!],
        ]),
      "One of those teams is not an active team of this campaign.",
    ],
  ];

  test.each(CASES)("%s: refused, nothing written", async (_name, actor, action, form, message) => {
    actAs(actor());
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get(action)!.fn as never, form());
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: typeof message === "string" ? message : expect.stringMatching(message) } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });
});

describe("mixed ids (IDOR) in a Supers Unlimited league: own team, someone else's card", () => {
  let stage: Stage;
  beforeAll(async () => {
    stage = await stageSuCampaign(cast);
  });

  const NOT_ON_TEAM = "That card is not on this team.";
  const owenFirst = () => stage.ownerTeam.characterIds[0]!;
  const patTeam = () => stage.playerTeam!.id;

  const CASES: Array<[string, string, () => FormData, string]> = [
    ["Pat edits Owen's card through his own team", "updateSuCardAction", () => formOf({ teamId: patTeam(), characterId: owenFirst(), card: JSON.stringify(ACE) }), NOT_ON_TEAM],
    ["Pat retires Owen's card through his own team", "retireSuCardAction", () => formOf({ teamId: patTeam(), characterId: owenFirst() }), NOT_ON_TEAM],
    ["Pat deletes Owen's card through his own team", "deleteSuCardAction", () => formOf({ teamId: patTeam(), characterId: owenFirst() }), NOT_ON_TEAM],
    [
      "Pat names Owen's card as his own team's leader",
      "chooseSuLeaderAction",
      () => formOf({ teamId: patTeam(), leaderId: owenFirst() }),
      "Only a card the rules let lead may be chosen: the highest Level with Leadership, or the highest Level when none has it.",
    ],
  ];

  test.each(CASES)("%s: refused, nothing written", async (_name, action, form, message) => {
    actAs(cast.player);
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get(action)!.fn as never, form());
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Where a service narrows what a role may do (written here as the design says it).

describe("rules that narrow a role further", () => {
  test("whoever reported a battle cannot confirm their own report (the opponent or an organiser does)", async () => {
    const staged = await stageBattle(cast, "awaiting-confirmation", "OPPONENT");
    actAs(cast.rival); // Rita reported it
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get("confirmReportAction")!.fn as never, battleForm(staged, [["decision", "confirm"]]));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: "The report waits for a player of another team in the battle, or an organiser, to confirm it." } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });

  test("where the campaign asks an organiser to confirm, the opponent cannot", async () => {
    const staged = await stageBattle(cast, "awaiting-confirmation", "ORGANISER");
    actAs(cast.owner);
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get("confirmReportAction")!.fn as never, battleForm(staged, [["decision", "confirm"]]));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: "The report waits for an organiser to confirm it." } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });

  test("once a die of the battle is thrown, its teams' owners can no longer cancel it; an organiser can", async () => {
    const staged = await stageBattle(cast, "reporting");
    actAs(cast.owner);
    const before = await dbFingerprint();
    const refused = await invoke(actions.get("cancelBattleAction")!.fn as never, battleForm(staged));
    expect(refused).toMatchObject({
      kind: "state",
      state: { ok: false, message: expect.stringMatching(/^Dice have been thrown in issue #\d+, so only an organiser or co-organiser can cancel it now\.$/) },
    });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);

    actAs(cast.organiser);
    expect(await invoke(actions.get("cancelBattleAction")!.fn as never, battleForm(staged))).toEqual({ kind: "redirect", to: battlePath(staged) });
    expect((await battleRow(staged.battleId)).status).toBe("CANCELLED");
  });

  test("where each team's owner rolls and chooses for it, a team's owner cannot make the other team's pre-battle choices", async () => {
    const staged = await stageBattle(cast, "setup");
    await db.campaign.update({ where: { id: staged.stage.campaignId }, data: { teamControl: "OWNERS" } });
    actAs(cast.owner);
    const before = await dbFingerprint();
    const outcome = await invoke(
      actions.get("lockPreBattleChoicesAction")!.fn as never,
      battleForm(staged, [
        ["teamId", staged.stage.rivalTeam!.id],
        ["chaseSixes:" + staged.stage.rivalTeam!.id, "on"],
      ]),
    );
    expect(outcome).toMatchObject({
      kind: "state",
      state: {
        ok: false,
        message: `In this campaign each team's owner rolls and chooses for it: only ${staged.stage.rivalTeam!.name}'s owner (Rita) or an organiser can make its pre-battle choices, so nothing was saved.`,
      },
    });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });

  test("where the campaign takes the app's dice only, typed faces are refused, even an organiser's", async () => {
    const staged = await stageBattle(cast, "rolling");
    await db.campaign.update({ where: { id: staged.stage.campaignId }, data: { appDiceOnly: true } });
    const progress = await battleProgress(staged);
    if (progress.kind !== "needs-dice") throw new Error(progress.kind);
    const faces = Array.from({ length: progress.request.count }, () => ["face", "1"] as [string, string]);
    for (const actor of [cast.owner, cast.organiser]) {
      actAs(actor);
      const before = await dbFingerprint();
      const outcome = await invoke(
        actions.get("throwDiceAction")!.fn as never,
        battleForm(staged, [["slot", slotOf(progress)], ["requestKey", requestKey()], ["source", "physical"], ...faces]),
      );
      expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: "This campaign uses the app's dice only: typed faces are not accepted. Use Roll for me." } });
      expect(changedTables(before, await dbFingerprint())).toEqual([]);
    }
  });

  test("an owner demoted to viewer keeps the team but may no longer change it", async () => {
    const stage = await stageCampaign(cast);
    await db.membership.update({ where: { id: stage.access.owner.membershipId }, data: { role: "VIEWER" } });
    actAs(cast.owner);
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get("updateTeamAction")!.fn as never, formOf({ teamId: stage.ownerTeam.id, name: "Still mine?", alignment: "HEROES", notes: "" }));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: FORBIDDEN } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });

  test("an owner who left the campaign is refused like a stranger, though the team still names them", async () => {
    const stage = await stageCampaign(cast);
    await db.membership.update({ where: { id: stage.access.owner.membershipId }, data: { leftAt: new Date() } });
    actAs(cast.owner);
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get("archiveTeamAction")!.fn as never, formOf({ teamId: stage.ownerTeam.id }));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: NOT_MEMBER } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });

  test("a campaign's only organiser cannot leave it", async () => {
    const stage = await stageCampaign(cast);
    actAs(cast.organiser);
    const before = await dbFingerprint();
    const outcome = await invoke(actions.get("leaveCampaignAction")!.fn as never, formOf({ campaignId: stage.campaignId }));
    expect(outcome).toMatchObject({ kind: "state", state: { ok: false, message: "You are this campaign's only organiser. Make another member organiser before you leave." } });
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
  });
});
