/**
 * Every open page of a battle stays in step: each write to a battle notifies the listeners of
 * Postgres (a real LISTEN here, as another app instance would), once, after it commits, with the
 * battle's next version; the server-sent events route passes them on only to those who may see
 * the battle; and a form made stale by someone else is answered with the battle page where it
 * stands now (the "moved-on" notice) instead of a dead end.
 */
import { Client, type Notification } from "pg";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../../reliability/harness/session-double"));
vi.mock("next/cache", () => import("../../reliability/harness/next-cache-double"));
vi.mock("next/headers", () => import("../../reliability/harness/next-headers-double"));

import { GET as battleEventsRoute } from "@/app/api/battles/[battleId]/events/route";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import { lockPreBattleChoicesAction } from "@/lib/games/smf/actions/battles/lock-pre-battle-choices-action";
import { reportBattleAction } from "@/lib/games/smf/actions/battles/report-battle-action";
import { seededDice } from "@/lib/rules/dice";
import { BATTLE_CHANGED_CHANNEL, battleChanged, type BattleChange } from "@/lib/server/battles/battle-changed";
import { battleEvents, LISTENER_NAME } from "@/lib/server/battles/battle-events";
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER, openStreamCount } from "@/lib/server/battles/battle-event-stream";
import { endSession, startSession } from "@/lib/server/auth/sessions";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { confirmReport, reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { trackBattle } from "@/lib/games/smf/server/battles/track-battle";
import { cancelBattle, redoBattle, undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { actAs, formOf, invoke } from "../../reliability/harness/act-as";
import { callRoute } from "../../reliability/harness/call-route";
import { addMember, createCampaignFor } from "../factories";
import { battleToReport, key, playOn, progressOf, setUpBattle, simpleReport, slotOf, twoTeamCampaign } from "./battle-factory";
import { superMissionForce } from "@/lib/games/smf";

let listener: Client;
const heard: BattleChange[] = [];

beforeAll(async () => {
  listener = new Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", (message: Notification) => {
    if (message.channel === BATTLE_CHANGED_CHANNEL) heard.push(JSON.parse(message.payload!) as BattleChange);
  });
  await listener.query(`LISTEN ${BATTLE_CHANGED_CHANNEL}`);
});

afterAll(async () => {
  await listener.end();
  await battleEvents().close();
});

const heardOf = (battleId: string) => heard.filter((change) => change.battleId === battleId);

/** Waits until `count` notifications of the battle have arrived (they come after their commit, later on a loaded machine), and returns them all. */
async function hear(battleId: string, count: number): Promise<BattleChange[]> {
  await vi.waitFor(() => expect(heardOf(battleId).length).toBeGreaterThanOrEqual(count), { timeout: 15_000, interval: 20 });
  return heardOf(battleId);
}

describe("each write to a battle notifies its open pages", () => {
  test("set-up to resolved, undo and redo: one notification per write, versions 1, 2, 3… in commit order, each saying who did what", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    expect(await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true } })).toEqual({ version: 0 });

    expect(await lockPreBattleChoices(world.access.alice, battleId, [])).toMatchObject({ ok: true });
    const [locked] = await hear(battleId, 1);
    expect(locked).toEqual({ battleId, version: 1, status: "PRE_BATTLE", summary: "Alice locked the pre-battle choices", actorId: world.alice.id });

    const first = await throwDice(world.access.bob, battleId, { slot: slotOf(await progressOf(world.access.bob, battleId)), requestKey: key(), source: "physical", faces: [4] });
    expect(first).toMatchObject({ ok: true, rolled: 1 });
    expect((await hear(battleId, 2))[1]).toMatchObject({ version: 2, actorId: world.bob.id, summary: expect.stringMatching(/^Bob typed the dice of .+: 1D \(4\)$/) });

    // "Roll the rest" is one write, so one notification, whatever it rolled.
    const writesBefore = heardOf(battleId).length;
    expect(await playOn(world.access.alice, battleId, seededDice(11))).toEqual({ kind: "reporting" });
    const afterRolls = await hear(battleId, writesBefore + 1);
    expect(afterRolls.at(-1)).toMatchObject({ status: "REPORTING", summary: expect.stringMatching(/^Alice rolled \d+ throws for the table, from /) });

    expect(await reportBattle(world.access.alice, battleId, simpleReport(world))).toMatchObject({ ok: true });
    expect((await hear(battleId, afterRolls.length + 1)).at(-1)).toMatchObject({ status: "POST_BATTLE", summary: "Alice reported the battle" });
    expect(await playOn(world.access.bob, battleId, seededDice(12))).toEqual({ kind: "finished", status: "RESOLVED" });
    expect(await undoBattle(world.access.organiser, battleId)).toEqual({ ok: true });
    expect(await redoBattle(world.access.organiser, battleId)).toEqual({ ok: true });

    const battle = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true, lastChange: true, status: true } });
    const all = await hear(battleId, battle.version);
    expect(all.map((change) => change.version)).toEqual(Array.from({ length: battle.version }, (_, i) => i + 1));
    expect(all.slice(-2).map((change) => [change.status, change.summary])).toEqual([
      ["UNDONE", `${world.access.organiser.actorName} undid the battle`],
      ["RESOLVED", `${world.access.organiser.actorName} applied the battle again`],
    ]);
    expect(all.some((change) => /^Bob confirmed the /.test(change.summary ?? ""))).toBe(true);
    expect(battle).toEqual({ version: all.length, lastChange: all.at(-1)!.summary, status: "RESOLVED" });
  });

  test("a tracker tap is announced as a tap, in words saying what was tracked (the other phones' note shows it), without a new version", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const { version } = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true } });
    // Every change before the tap has been heard (one a version), so the next one heard is the tap's.
    const before = (await hear(battleId, version)).length;
    expect(await trackBattle(world.access.alice, battleId, key() + key(), { kind: "ko", characterId: world.b.ids["Craniak"]!, track: "psyche" })).toMatchObject({ ok: true });
    expect((await hear(battleId, before + 1)).at(-1)).toEqual({
      battleId,
      version,
      status: "REPORTING",
      summary: "Alice tracked Craniak KO'd (Psyche)",
      actorId: world.alice.id,
      isTap: true,
    });
  });

  test("a refusal and a rolled-back transaction notify nobody: the next change is the next version", async () => {
    const world = await twoTeamCampaign({ reportConfirmation: "ORGANISER" });
    const { battleId } = await battleToReport(world, seededDice(3));
    const version = (await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true } })).version;
    await hear(battleId, version);

    expect(await lockPreBattleChoices(world.access.alice, battleId, [])).toMatchObject({ ok: false, code: "wrong-stage" });
    expect(await confirmReport(world.access.organiser, battleId, true)).toMatchObject({ ok: false, code: "wrong-stage" });
    await expect(
      db.$transaction(async (tx) => {
        await battleChanged(tx, superMissionForce, battleId, world.access.alice, "did something that failed");
        throw new Error("the write fails after the notification was queued");
      }),
    ).rejects.toThrow("the write fails");

    expect(await reportBattle(world.access.bob, battleId, simpleReport(world))).toMatchObject({ ok: true });
    const all = await hear(battleId, version + 1);
    expect(all.slice(version)).toEqual([
      { battleId, version: version + 1, status: "AWAITING_CONFIRMATION", summary: "Bob reported the battle; the report waits for confirmation", actorId: world.bob.id },
    ]);
    expect(await confirmReport(world.access.organiser, battleId, false)).toMatchObject({ ok: true });
    expect((await hear(battleId, version + 2))[version + 1]).toMatchObject({
      version: version + 2,
      status: "REPORTING",
      summary: expect.stringMatching(/sent the report back to be corrected$/),
    });
  });

  test("cancelling notifies too", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    expect(await cancelBattle(world.access.bob, battleId)).toEqual({ ok: true });
    expect(await hear(battleId, 1)).toEqual([{ battleId, version: 1, status: "CANCELLED", summary: "Bob cancelled the battle", actorId: world.bob.id }]);
  });
});

/** Reads the stream until `predicate` holds for the text so far (or fails after 5 s). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, predicate: (text: string) => boolean, sofar = ""): Promise<string> {
  const decoder = new TextDecoder();
  let text = sofar;
  const deadline = Date.now() + 5_000;
  while (!predicate(text)) {
    if (Date.now() > deadline) throw new Error(`The stream said only: ${JSON.stringify(text)}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`The stream ended after: ${JSON.stringify(text)}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

const dataLines = (text: string) => [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe("GET /api/battles/[battleId]/events", () => {
  test("a member gets the current version, then each change as it commits; the stream ends when the page goes away", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    const viewer = await addMember(world.campaign.id, "VIEWER", "Vera Viewer");
    actAs(viewer);
    const page = new AbortController();
    const outcome = await callRoute(battleEventsRoute, `/api/battles/${battleId}/events`, { battleId }, { signal: page.signal });
    expect(outcome.kind).toBe("response");
    const response = (outcome as { response: Response }).response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const reader = response.body!.getReader();

    let text = await readUntil(reader, (t) => dataLines(t).length === 1);
    expect(text).toMatch(/^retry: \d+\n\n/);
    expect(dataLines(text)).toEqual([{ version: 0, status: "SETUP", summary: null }]);
    expect(battleEvents().subscriberCount(battleId)).toBe(1);

    expect(await lockPreBattleChoices(world.access.bob, battleId, [])).toMatchObject({ ok: true });
    text = await readUntil(reader, (t) => dataLines(t).length === 2, text);
    expect(dataLines(text)[1]).toEqual({ version: 1, status: "PRE_BATTLE", summary: "Bob locked the pre-battle choices" });

    // The listening connection is lost (Postgres restarted, say): once back, the page is told the current version, and then changes again.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await db.$queryRaw`SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}`;
    text = await readUntil(reader, (t) => dataLines(t).length === 3, text);
    expect(dataLines(text)[2]).toEqual({ version: 1, status: "PRE_BATTLE", summary: "Bob locked the pre-battle choices" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("lost their database connection"), expect.anything());
    warn.mockRestore();
    expect(await throwDice(world.access.alice, battleId, { slot: slotOf(await progressOf(world.access.alice, battleId)), requestKey: key(), source: "app" })).toMatchObject({
      ok: true,
      rolled: 1,
    });
    text = await readUntil(reader, (t) => dataLines(t).length === 4, text);
    expect(dataLines(text)[3]).toMatchObject({ version: 2, summary: expect.stringMatching(/^Alice rolled /) });

    page.abort();
    await vi.waitFor(() => expect(battleEvents().subscriberCount(battleId)).toBe(0));
    await expect(readUntil(reader, () => false, text)).rejects.toThrow(/ended|aborted/i);
  });

  test("refused to anyone who may not see the battle: signed out 401; not a member, or a member of another campaign, the 404 of an unknown battle", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    const elsewhere = await createCampaignFor();

    actAs(null);
    const anonymous = await callRoute(battleEventsRoute, `/api/battles/${battleId}/events`, { battleId });
    expect(anonymous).toMatchObject({ kind: "response", response: { status: 401 } });

    for (const outsider of [elsewhere.organiser, await addMember(elsewhere.campaign.id, "PLAYER", "Other Player")]) {
      actAs(outsider);
      const outcome = await callRoute(battleEventsRoute, `/api/battles/${battleId}/events`, { battleId });
      expect(outcome).toMatchObject({ kind: "response", response: { status: 404 } });
      expect(await (outcome as { response: Response }).response.text()).toBe("Not found");
    }
    actAs(world.alice);
    const unknown = await callRoute(battleEventsRoute, "/api/battles/no-such-battle/events", { battleId: "no-such-battle" });
    expect(unknown).toMatchObject({ kind: "response", response: { status: 404 } });
    expect(battleEvents().subscriberCount(battleId)).toBe(0);
  });
});

/** Reads the stream to its end (or fails after `ms`), returning everything it said. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number, sofar = ""): Promise<string> {
  const decoder = new TextDecoder();
  let text = sofar;
  const deadline = Date.now() + ms;
  for (;;) {
    const timeLeft = deadline - Date.now();
    if (timeLeft <= 0) throw new Error(`The stream is still open after: ${JSON.stringify(text)}`);
    const read = await Promise.race([reader.read(), new Promise<"late">((resolve) => setTimeout(() => resolve("late"), timeLeft))]);
    if (read === "late") continue;
    if (read.done) return text;
    text += decoder.decode(read.value, { stream: true });
  }
}

async function openStream(battleId: string, signal?: AbortSignal): Promise<Response> {
  const outcome = await callRoute(battleEventsRoute, `/api/battles/${encodeURIComponent(battleId)}/events`, { battleId }, signal ? { signal } : undefined);
  if (outcome.kind !== "response") throw new Error(`The route ended with ${outcome.kind}`);
  return outcome.response;
}

describe("the live stream ends with the session, names nobody by id, is capped per account, and refuses ids no battle has (issue 23, item 5)", () => {
  test(`signing out ends the stream: a change after it is never sent, and a quiet stream ends within a heartbeat (${HEARTBEAT_MS} ms)`, async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    const viewer = await addMember(world.campaign.id, "VIEWER", "Vera Viewer");

    const busy = await startSession(viewer.id);
    const busyViewer = { ...viewer, sessionId: busy };
    actAs(busyViewer);
    const busyReader = (await openStream(battleId)).body!.getReader();
    const busyText = await readUntil(busyReader, (t) => dataLines(t).length === 1);
    await endSession(busy);
    expect(await lockPreBattleChoices(world.access.bob, battleId, [])).toMatchObject({ ok: true });
    const afterSignOut = await readToEnd(busyReader, 5_000, busyText);
    expect(dataLines(afterSignOut)).toHaveLength(1);

    const quiet = await startSession(viewer.id);
    const quietViewer = { ...viewer, sessionId: quiet };
    actAs(quietViewer);
    const quietReader = (await openStream(battleId)).body!.getReader();
    const quietText = await readUntil(quietReader, (t) => dataLines(t).length === 1);
    const signedOutAt = Date.now();
    await endSession(quiet);
    await readToEnd(quietReader, HEARTBEAT_MS + 3_000, quietText);
    expect(Date.now() - signedOutAt).toBeLessThan(HEARTBEAT_MS + 3_000);
    await vi.waitFor(() => expect(battleEvents().subscriberCount(battleId)).toBe(0));
  }, 30_000);

  test("events carry no internal user id: the viewer's own change says isOwn, anyone else's says nothing of who beyond the summary", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    const ids = [world.alice.id, world.bob.id, world.organiser.id];
    const page = new AbortController();
    actAs(world.bob);
    const bobReader = (await openStream(battleId, page.signal)).body!.getReader();
    actAs(world.alice);
    const aliceReader = (await openStream(battleId, page.signal)).body!.getReader();
    const [bobFirst, aliceFirst] = await Promise.all([readUntil(bobReader, (t) => dataLines(t).length === 1), readUntil(aliceReader, (t) => dataLines(t).length === 1)]);

    expect(await lockPreBattleChoices(world.access.bob, battleId, [])).toMatchObject({ ok: true });
    const bobText = await readUntil(bobReader, (t) => dataLines(t).length === 2, bobFirst);
    const aliceText = await readUntil(aliceReader, (t) => dataLines(t).length === 2, aliceFirst);
    expect(dataLines(bobText)[1]).toEqual({ version: 1, status: "PRE_BATTLE", summary: "Bob locked the pre-battle choices", isOwn: true });
    expect(dataLines(aliceText)[1]).toEqual({ version: 1, status: "PRE_BATTLE", summary: "Bob locked the pre-battle choices" });
    for (const id of ids) expect(bobText + aliceText).not.toContain(id);
    page.abort();
  });

  test(`one account may hold ${MAX_STREAMS_PER_USER} streams on a server instance; the next is a 429 that says why, and closing one frees a place`, async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    actAs(world.alice);
    const pages = Array.from({ length: MAX_STREAMS_PER_USER }, () => new AbortController());
    for (const page of pages) expect((await openStream(battleId, page.signal)).status).toBe(200);
    expect(openStreamCount(world.alice.id)).toBe(MAX_STREAMS_PER_USER);

    const refused = await openStream(battleId);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(await refused.text()).toMatch(/already follows \d+ battle pages live.*Close some of them/);
    expect(battleEvents().subscriberCount(battleId)).toBe(MAX_STREAMS_PER_USER);

    // Another account is not held back by Alice's streams.
    actAs(world.bob);
    const bobPage = new AbortController();
    expect((await openStream(battleId, bobPage.signal)).status).toBe(200);
    bobPage.abort();

    pages[0]!.abort();
    await vi.waitFor(() => expect(openStreamCount(world.alice.id)).toBe(MAX_STREAMS_PER_USER - 1));
    actAs(world.alice);
    const again = new AbortController();
    expect((await openStream(battleId, again.signal)).status).toBe(200);
    again.abort();
    for (const page of pages) page.abort();
    await vi.waitFor(() => expect(openStreamCount(world.alice.id)).toBe(0));
  });

  test("an id no battle can have (a NUL byte, a control character, an overlong id) is the 404 of an unknown battle, with no database error", async () => {
    const world = await twoTeamCampaign();
    actAs(world.alice);
    const errors = vi.spyOn(console, "error");
    for (const battleId of ["\u0000", "abc\u0000def", "\u0007", "x".repeat(65)]) {
      const outcome = await callRoute(battleEventsRoute, `/api/battles/${encodeURIComponent(battleId)}/events`, { battleId });
      expect(outcome, JSON.stringify(battleId)).toMatchObject({ kind: "response", response: { status: 404 } });
      expect(await (outcome as { response: Response }).response.text()).toBe("Not found");
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("a form made stale by someone else explains itself", () => {
  const movedOn = (campaignId: string, battleId: string) => ({ kind: "redirect", to: `/campaigns/${campaignId}/battles/${battleId}?notice=moved-on` });

  test("locking choices another player already locked: back to the battle where it stands, with the moved-on notice, nothing saved", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world);
    expect(await lockPreBattleChoices(world.access.bob, battleId, [])).toMatchObject({ ok: true });
    const before = await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true, preBattleChoices: true } });

    actAs(world.alice);
    const outcome = await invoke(
      lockPreBattleChoicesAction,
      formOf([
        ["battleId", battleId],
        ["teamId", world.a.team.id],
        ["subplot:" + world.a.team.id, "underworld"],
      ]),
    );
    expect(outcome).toEqual(movedOn(world.campaign.id, battleId));
    expect(await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true, preBattleChoices: true } })).toEqual(before);
  });

  test("a report or a decision for a step that is gone: the same", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, seededDice(5));
    expect(await reportBattle(world.access.bob, battleId, simpleReport(world))).toMatchObject({ ok: true });

    actAs(world.alice);
    const report = simpleReport(world);
    const reportForm = formOf([
      ["battleId", battleId],
      ["winner", world.a.team.id],
      ...report.teams.flatMap((team): Array<[string, string]> => [
        ["teamId", team.teamId],
        ...team.fieldedCharacterIds.map((id): [string, string] => [`fielded:${team.teamId}`, id]),
      ]),
    ]);
    expect(await invoke(reportBattleAction, reportForm)).toEqual(movedOn(world.campaign.id, battleId));

    // Bob plays up to a decision and takes it; Alice's form for that step comes late.
    const progress = await playOn(world.access.bob, battleId, seededDice(6), {}, { stopAt: "special-guest-stars" });
    const step = progress.kind === "needs-decision" ? progress.step : undefined;
    expect(step).toBeDefined();
    expect(await choosePostBattle(world.access.bob, battleId, step!, {})).toMatchObject({ ok: true });
    const version = (await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true } })).version;
    expect(
      await invoke(
        choosePostBattleAction,
        formOf([
          ["battleId", battleId],
          ["step", step!],
          ["mode", "defaults"],
        ]),
      ),
    ).toEqual(movedOn(world.campaign.id, battleId));
    expect((await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { version: true } })).version).toBe(version);
  });
});
