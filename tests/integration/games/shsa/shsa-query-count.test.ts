/**
 * An SHSA campaign's pages cost the same number of SQL statements whatever its size: a query per
 * hero, per session or per line of a hero's history would show as more statements for the large
 * campaign than the small one.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../../../reliability/harness/session-double"));

import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { loadSessions } from "@/app/(app)/campaigns/[campaignId]/sessions/_data/load-sessions";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";
import { changeHeroSheet } from "@/lib/games/shsa/server/heroes/change-sheet";
import { getPublicHero } from "@/lib/games/shsa/server/heroes/get-public-hero";
import { loadShsaHeroPage } from "@/lib/games/shsa/server/pages/load-hero-page";
import { loadShsaJournalPage } from "@/lib/games/shsa/server/pages/load-journal-page";
import { loadShsaSessionPage } from "@/lib/games/shsa/server/pages/load-session-page";
import { db } from "@/lib/server/db";
import { countQueries } from "@/lib/server/query-count";
import { recordSession } from "@/lib/server/sessions/record-session";
import { createTeam } from "@/lib/server/teams/create-team";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { actAs } from "../../../reliability/harness/act-as";
import { accessFor, addMember, createUser } from "../../factories";

/** A campaign of `heroes` heroes (Alice's first), `sessions` sessions, and `changes` sheet changes and relationships on Alice's hero. */
async function buildCampaign({ heroes, sessions, changes }: { heroes: number; sessions: number; changes: number }) {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const alice = await addMember(campaign.id, "PLAYER", "Alice");
  const aliceAccess = await accessFor(alice.id, campaign.id);
  const organiserAccess = await accessFor(organiser.id, campaign.id);
  const first = await createTeam(aliceAccess, shsa, { name: "Nightjar", notes: "" });
  if (!first.ok) throw new Error(first.message);
  for (let h = 1; h < heroes; h++) {
    const player = await addMember(campaign.id, "PLAYER", `Player ${h}`);
    const created = await createTeam(await accessFor(player.id, campaign.id), shsa, { name: `Hero ${h}`, notes: "" });
    if (!created.ok) throw new Error(created.message);
  }
  const sessionIds: string[] = [];
  for (let s = 0; s < sessions; s++) {
    const recorded = await recordSession(organiserAccess, shsa.sessions.kinds, {
      kind: s % 2 === 0 ? "EPISODE" : "WEEK",
      title: `Session ${s}`,
      playedOn: "2026-11-20",
      notes: "",
    });
    if (!recorded.ok) throw new Error(recorded.message);
    sessionIds.push(recorded.session.id);
  }
  for (let c = 0; c < changes; c++) {
    expect(await changeHeroSheet(aliceAccess, first.team.id, { requestKey: `change-${c}`, changes: [{ kind: "points", points: "vp", delta: 1, reason: "patrol" }] })).toMatchObject(
      { ok: true },
    );
    expect(await addRelationship(aliceAccess, first.team.id, { requestKey: `rel-${c}`, type: "companion", with: `Friend ${c}`, value: 0 })).toMatchObject({ ok: true });
  }
  const share = await shareTeam(aliceAccess, first.team.id);
  if (!share.ok) throw new Error("sharing refused");
  return {
    campaignId: campaign.id,
    alice: { id: alice.id, email: alice.email, name: alice.name },
    teamId: first.team.id,
    sessionId: sessionIds[0]!,
    weekId: sessionIds.at(-1)!,
    token: share.token,
  };
}

type Campaign = Awaited<ReturnType<typeof buildCampaign>>;

async function measure(c: Campaign) {
  actAs(c.alice);
  const count = async (load: () => Promise<unknown>) => (await countQueries(load)).count;
  return {
    "campaign page": await count(() => loadDashboard(c.alice.id, c.campaignId)),
    "hero page": await count(() => loadShsaHeroPage(c.alice.id, c.campaignId, c.teamId)),
    sessions: await count(() => loadSessions(c.alice.id, c.campaignId)),
    "episode page": await count(() => loadShsaSessionPage(c.alice.id, c.campaignId, c.sessionId)),
    "week page": await count(() => loadShsaSessionPage(c.alice.id, c.campaignId, c.weekId)),
    "public hero": await count(() => getPublicHero(c.token)),
    journal: await count(() => loadShsaJournalPage(c.alice.id, c.campaignId)),
  };
}

let small: Record<string, number>;
let large: Record<string, number>;

beforeAll(async () => {
  small = await measure(await buildCampaign({ heroes: 2, sessions: 2, changes: 1 }));
  large = await measure(await buildCampaign({ heroes: 6, sessions: 6, changes: 8 }));
}, 600_000);

describe("an SHSA campaign's pages", () => {
  test("cost the same number of statements for a small campaign and a large one", () => {
    expect(large).toEqual(small);
  });

  test("each is a handful of statements", () => {
    for (const [page, count] of Object.entries(large)) {
      expect(count, page).toBeGreaterThan(0);
      expect(count, page).toBeLessThanOrEqual(12);
    }
  });
});
