/**
 * Two phones at an SHSA episode stay in step: the session's live updates (a real LISTEN, as the
 * battle page's) pass each committed change of the episode to every member who may see it, with
 * the episode's version; the game master's own phone is told it made the change; a refused change
 * says nothing; a non-member gets the 404 of an unknown session.
 */
import { afterAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../../../reliability/harness/session-double"));
vi.mock("next/cache", () => import("../../../reliability/harness/next-cache-double"));
vi.mock("next/headers", () => import("../../../reliability/harness/next-headers-double"));

import { GET as sessionEventsRoute } from "@/app/api/campaigns/[campaignId]/sessions/[sessionId]/events/route";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { saveEpisodeStep } from "@/lib/games/shsa/server/episodes/episode-steps";
import { rollAftermath } from "@/lib/games/shsa/server/episodes/roll-aftermath";
import { battleEvents } from "@/lib/server/battles/battle-events";
import { db } from "@/lib/server/db";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { actAs } from "../../../reliability/harness/act-as";
import { callRoute } from "../../../reliability/harness/call-route";
import { accessFor, addMember, createUser } from "../../factories";

afterAll(() => battleEvents().close());

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, predicate: (text: string) => boolean, sofar = ""): Promise<string> {
  const decoder = new TextDecoder();
  let text = sofar;
  while (!predicate(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The stream ended after: ${JSON.stringify(text)}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

const dataLines = (text: string) => [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

async function openStream(user: { id: string; email: string; name: string | null }, campaignId: string, sessionId: string, signal: AbortSignal) {
  actAs(user);
  const outcome = await callRoute(sessionEventsRoute, `/api/campaigns/${campaignId}/sessions/${sessionId}/events`, { campaignId, sessionId }, { signal });
  expect(outcome.kind).toBe("response");
  return (outcome as { response: Response }).response;
}

describe("GET /api/campaigns/[campaignId]/sessions/[sessionId]/events", () => {
  test("the player's phone hears each change of the episode as it commits; the game master's is told it was its own", async () => {
    const organiser = await createUser({ name: "Olive Organiser" });
    const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
    await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
    const olive = await accessFor(organiser.id, campaign.id);
    const alice = await addMember(campaign.id, "PLAYER", "Alice");
    const hero = await createTeam(await accessFor(alice.id, campaign.id), shsa, { name: "Nightjar", notes: "" });
    if (!hero.ok) throw new Error(hero.message);
    const session = await recordSession(olive, shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "" });
    if (!session.ok) throw new Error(session.message);
    const sessionId = session.session.id;

    const pages = new AbortController();
    const player = (await openStream(alice, campaign.id, sessionId, pages.signal)).body!.getReader();
    const gm = (await openStream(organiser, campaign.id, sessionId, pages.signal)).body!.getReader();
    let playerText = await readUntil(player, (t) => dataLines(t).length === 1);
    let gmText = await readUntil(gm, (t) => dataLines(t).length === 1);
    expect(dataLines(playerText)).toEqual([{ resync: true }]);

    const saved = await saveEpisodeStep(olive, sessionId, {
      requestKey: "live-combat-step-1",
      kind: "combat",
      title: "The vault",
      heroIds: [hero.team.id],
      outcome: "failure",
      capturedIds: [],
      inTheNews: false,
      endedBy: [],
      takenOutIds: [hero.team.id],
    });
    if (!saved.ok) throw new Error(saved.message);
    playerText = await readUntil(player, (t) => dataLines(t).length === 2, playerText);
    gmText = await readUntil(gm, (t) => dataLines(t).length === 2, gmText);
    expect(dataLines(playerText)[1]).toEqual({ version: 1, summary: "Olive Organiser recorded step 1 (combat)" });
    expect(dataLines(gmText)[1]).toEqual({ version: 1, summary: "Olive Organiser recorded step 1 (combat)", isOwn: true });

    // A refused roll (a second status roll is never made) says nothing; the next change comes next.
    const stepId = saved.episode.steps[0]!.id;
    expect(await rollAftermath(olive, sessionId, { requestKey: "live-status-1", stepId, teamId: hero.team.id, roll: "status", source: "physical", faces: [2] })).toMatchObject({
      ok: true,
    });
    expect(await rollAftermath(olive, sessionId, { requestKey: "live-status-2", stepId, teamId: hero.team.id, roll: "status", source: "physical", faces: [2] })).toMatchObject({
      ok: false,
    });
    expect(await rollAftermath(olive, sessionId, { requestKey: "live-status-1", stepId, teamId: hero.team.id, roll: "status", source: "physical", faces: [2] })).toMatchObject({
      ok: true,
      repeated: true,
    });
    await saveEpisodeStep(olive, sessionId, {
      requestKey: "live-task-step-2",
      kind: "task",
      title: "",
      heroIds: [hero.team.id],
      outcome: "success",
      capturedIds: [],
      inTheNews: false,
      endedBy: [],
      takenOutIds: [],
    });
    playerText = await readUntil(player, (t) => dataLines(t).length === 4, playerText);
    expect(dataLines(playerText).slice(2)).toEqual([
      { version: 2, summary: "Olive Organiser rolled the status of Nightjar: Hurt" },
      { version: 3, summary: "Olive Organiser recorded step 2 (task)" },
    ]);
    pages.abort();
  });

  test("a non-member, and a session under another campaign's address, get the 404 of an unknown session", async () => {
    const organiser = await createUser({ name: "Olive Organiser" });
    const stranger = await createUser({ name: "Sam Stranger" });
    const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
    const other = await db.campaign.create({ data: { name: "Elsewhere", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
    await db.membership.createMany({
      data: [
        { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" },
        { campaignId: other.id, userId: organiser.id, role: "ORGANISER" },
      ],
    });
    const session = await recordSession(await accessFor(organiser.id, campaign.id), shsa.sessions.kinds, {
      kind: "EPISODE",
      title: "The bank job",
      playedOn: "2026-11-20",
      notes: "",
    });
    if (!session.ok) throw new Error(session.message);
    const page = new AbortController();
    expect((await openStream(stranger, campaign.id, session.session.id, page.signal)).status).toBe(404);
    expect((await openStream(organiser, other.id, session.session.id, page.signal)).status).toBe(404);
    page.abort();
  });
});
