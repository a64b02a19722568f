/**
 * The one action builder (lib/actions/safe-action.ts) on its own: each step of an action made with
 * it, against the real permission table and a real team in the database.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";

vi.mock("@/lib/server/auth/current-user", () => import("../reliability/harness/session-double"));
vi.mock("next/cache", () => import("../reliability/harness/next-cache-double"));

import { UNEXPECTED_ERROR_MESSAGE } from "@/lib/actions/action-result";
import { ofGame, publicAction, recordActions, refuseIssues, refuseWith, signedInClient, teamAction } from "@/lib/actions/safe-action";
import { FORBIDDEN, NOT_FOUND } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { idField } from "@/lib/schemas/campaign";
import { actAs, formOf, invoke, isSignInRedirect } from "../reliability/harness/act-as";
import { addMember, createCampaignFor, createTeamFor } from "./factories";

const renameSchema = z.object({ teamId: idField, name: z.string().trim().min(1, "Give the team a name.").max(10, "At most 10 letters.") });

/** A made-up team action: the service is a spy, so a test sees whether it ran and with what. */
function renameAction(service: (input: { teamId: string; name: string }, campaignId: string) => Promise<unknown>) {
  return teamAction("team:edit", "renameTeamForTest", { echo: ["name"] })
    .input(renameSchema)
    .run<{ renamed: string }>(async ({ access, team, input }) => {
      await service(input, team.campaignId);
      expect(access.campaignId).toBe(team.campaignId);
      return { ok: true, data: { renamed: input.name } };
    });
}

async function teamWithOwnerAndViewer() {
  const { campaign } = await createCampaignFor();
  const owner = await addMember(campaign.id, "PLAYER", "Olive Owner");
  const viewer = await addMember(campaign.id, "VIEWER", "Vic Viewer");
  const team = await createTeamFor(campaign.id, owner);
  return { campaign, owner, viewer, team };
}

afterEach(() => {
  actAs(null);
  vi.restoreAllMocks();
});

describe("an action made with the builder", () => {
  test("success: the service runs with the parsed input and the stored team, and the form gets its typed data", async () => {
    const { campaign, owner, team } = await teamWithOwnerAndViewer();
    const service = vi.fn(async () => undefined);
    actAs(owner);
    const state = await renameAction(service)(null, formOf({ teamId: team.id, name: "  Night Owls " }));
    expect(state).toEqual({ ok: true, data: { renamed: "Night Owls" } });
    expect(service).toHaveBeenCalledWith({ teamId: team.id, name: "Night Owls" }, campaign.id);
  });

  test("a parse failure: field errors, the typed text sent back, and nothing authorized or run", async () => {
    const { owner, team } = await teamWithOwnerAndViewer();
    const service = vi.fn(async () => undefined);
    actAs(owner);
    const state = await renameAction(service)(null, formOf({ teamId: team.id, name: "A name far too long" }));
    expect(state).toEqual({ ok: false, message: "Check the highlighted fields.", fieldErrors: { name: ["At most 10 letters."] }, values: { name: "A name far too long" } });
    expect(service).not.toHaveBeenCalled();
  });

  test("a parse failure can read as one line of every message, or as a fixed sentence", async () => {
    const schema = z.object({ a: z.string().min(2, "A is short."), b: z.string().min(2, "B is short.") });
    const issues = publicAction("issuesForTest")
      .input(schema, { invalid: refuseIssues })
      .run(async () => ({ ok: true, data: undefined }));
    expect(await issues(null, formOf({ a: "x", b: "y" }))).toEqual({ ok: false, message: "A is short. B is short." });
    const fixed = publicAction("fixedForTest")
      .input(schema, { invalid: refuseWith("That could not be found.") })
      .run(async () => ({ ok: true, data: undefined }));
    expect(await fixed(null, formOf({ a: "x" }))).toEqual({ ok: false, message: "That could not be found." });
  });

  test("a refused permission: the permission table's message, and the service never runs", async () => {
    const { viewer, team } = await teamWithOwnerAndViewer();
    const service = vi.fn(async () => undefined);
    actAs(viewer);
    const state = await renameAction(service)(null, formOf({ teamId: team.id, name: "Night Owls" }));
    expect(state).toEqual({ ok: false, message: FORBIDDEN.message, values: { name: "Night Owls" } });
    expect(service).not.toHaveBeenCalled();
  });

  test("the team is the stored one: an id of a team that does not exist is refused as not found", async () => {
    const { owner } = await teamWithOwnerAndViewer();
    const service = vi.fn(async () => undefined);
    actAs(owner);
    const state = await renameAction(service)(null, formOf({ teamId: "c".padEnd(25, "x"), name: "Night Owls" }));
    expect(state).toMatchObject({ ok: false, message: "That campaign does not exist, or you are not a member of it." });
    expect(service).not.toHaveBeenCalled();
  });

  test("signed out: the sign-in redirect, before anything is parsed", async () => {
    const { team } = await teamWithOwnerAndViewer();
    const service = vi.fn(async () => undefined);
    actAs(null);
    expect(isSignInRedirect(await invoke(renameAction(service) as never, formOf({ teamId: team.id, name: "" })))).toBe(true);
    expect(service).not.toHaveBeenCalled();
  });

  test("an unexpected error: logged on the server with the action's name, and the form gets the generic message", async () => {
    const { owner, team } = await teamWithOwnerAndViewer();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("the database went away");
    actAs(owner);
    const state = await renameAction(async () => {
      throw failure;
    })(null, formOf({ teamId: team.id, name: "Night Owls" }));
    expect(state).toEqual({ ok: false, message: UNEXPECTED_ERROR_MESSAGE, values: { name: "Night Owls" } });
    expect(logged).toHaveBeenCalledWith("[longbox] renameTeamForTest failed", failure);
  });

  test("a redirect from the service step ends the request as a redirect, not as an error", async () => {
    const { redirect } = await import("next/navigation");
    const action = publicAction("redirectForTest")
      .input(z.object({}))
      .run(async () => redirect("/somewhere"));
    expect(await invoke(action as never, formOf({}))).toEqual({ kind: "redirect", to: "/somewhere" });
  });

  test("the input is parsed once, also when it fails", async () => {
    let parses = 0;
    const counted = z.object({ a: z.string().min(2, "A is short.") }).superRefine(() => {
      parses += 1;
    });
    const action = publicAction("parseCountForTest")
      .input(counted)
      .run(async () => ({ ok: true, data: undefined }));
    expect(await action(null, formOf({ a: "x" }))).toEqual({ ok: false, message: "Check the highlighted fields.", fieldErrors: { a: ["A is short."] } });
    expect(parses).toBe(1);
    parses = 0;
    expect(await action(null, formOf({ a: "xy" }))).toEqual({ ok: true, data: undefined });
    expect(parses).toBe(1);
  });

  test("a game's step on the signed-in client: its actions serve its own system's records, and another system's team does not exist to them", async () => {
    const { campaign, owner, team } = await teamWithOwnerAndViewer();
    const gameRename = (gameSystemId: string, service: () => Promise<void>) =>
      recordActions(signedInClient.use(ofGame(gameSystemId)))
        .teamAction("team:edit", "gameRenameForTest")
        .input(renameSchema)
        .run(async ({ access }) => {
          await service();
          return { ok: true, data: access.gameSystem };
        });
    const { gameSystem } = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id }, select: { gameSystem: true } });
    actAs(owner);
    const ownGame = vi.fn(async () => undefined);
    expect(await gameRename(gameSystem, ownGame)(null, formOf({ teamId: team.id, name: "Night Owls" }))).toEqual({ ok: true, data: gameSystem });
    expect(ownGame).toHaveBeenCalledOnce();
    const otherGame = vi.fn(async () => undefined);
    expect(await gameRename("another-game-for-test", otherGame)(null, formOf({ teamId: team.id, name: "Night Owls" }))).toEqual({ ok: false, message: NOT_FOUND.message });
    expect(otherGame).not.toHaveBeenCalled();
  });

  test("an action that authorizes a record cannot be made without the input that names it", () => {
    expect(() => teamAction("team:edit", "noInputForTest").run(async () => undefined)).toThrow("needs .input()");
  });
});
