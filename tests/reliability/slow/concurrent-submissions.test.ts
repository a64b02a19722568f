/**
 * Fifty identical submissions at the same instant, for every battle write a player can double-
 * submit (set-up, locked choices, the report, its confirmation, a roll, a decision, the final
 * apply, undo, redo): each is applied exactly once, and every caller gets a consistent answer,
 * the same result or a clear refusal, never an error. tests/integration/battles/battle-
 * concurrency.test.ts races ten rolls and two reports; this goes to fifty, over every write, and
 * makes sure the fifty really meet in Postgres.
 *
 * Two ways in:
 * - "one pool": the app's own client (lib/server/db.ts), whose pool holds LONGBOX_DB_POOL (10)
 *   connections: ten transactions wait on the row lock while forty wait for a connection, as fifty
 *   requests to one server would.
 * - "fifty connections": each caller gets its own PrismaClient with its own connection, as if
 *   fifty servers took one request each, so Postgres holds fifty transactions open at once. The
 *   services read the client through `db`, whose getter looks up lib/server/db.ts's client on
 *   globalThis on every access; here that client is a router that hands each caller (by
 *   AsyncLocalStorage) its own connection.
 *
 * The start line: before the fifty are sent, a separate connection takes the row lock they all
 * need first (the battle's, or the campaign's for a set-up) and holds it until pg_stat_activity
 * shows every transaction that can be open (fifty, or the pool's ten) waiting on it. Then it lets
 * go, and they race.
 *
 * What this found: the fifty were always applied once, but on a busy machine some callers got an
 * error instead of an answer, because the last in the queue outwaited Prisma's defaults (2 s for
 * a pooled connection, 5 s per transaction). lib/server/battles/battle-transaction.ts gives the
 * battle services' transactions room to wait; the "held for 6 s" tests fail without it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { scriptedDice, seededDice } from "@/lib/rules/dice";
import { GUEST_STAR_SP, ledgerOf } from "@/lib/rules/smf";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { loadBattle } from "@/lib/games/smf/server/battles/load-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { confirmReport, reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { redoBattle, undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { battleToReport, fieldEveryone, key, playOn, progressOf, setUpBattle, simpleReport, slotOf, twoTeamCampaign } from "../../integration/battles/battle-factory";
import { checkInvariants, formatViolations } from "../invariants";

const N = 50;
const POOL = Number(process.env.LONGBOX_DB_POOL ?? 10);
const PRE_BATTLE_FACES = [2, 5, 2, 1, 6, 5, 2, 6, 4, 2, 1, 4, 2, 3, 6];

// ---------------------------------------------------------------------------------------------
// Connections: the app's pool, or one client per caller.

const caller = new AsyncLocalStorage<PrismaClient>();
let ownClients: PrismaClient[] = [];
/** Watches pg_stat_activity from outside the pool, which the fifty fill. */
let monitor: pg.Client;

beforeAll(async () => {
  // Let lib/server/db.ts make its client as the app does, then put the router in its place.
  await db.$connect();
  const store = globalThis as unknown as { longboxPrisma: PrismaClient };
  store.longboxPrisma = new Proxy(store.longboxPrisma, {
    get(fallback, property) {
      const client = caller.getStore() ?? fallback;
      const value = Reflect.get(client, property) as unknown;
      return typeof value === "function" ? value.bind(client) : value;
    },
  });
  ownClients = Array.from({ length: N }, () => new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 1 }) }));
  await Promise.all(ownClients.map((c) => c.$connect()));
  monitor = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await monitor.connect();
});

afterAll(async () => {
  await Promise.all(ownClients.map((c) => c.$disconnect()));
  await monitor.end();
});

type Mode = "one pool" | "fifty connections";

/** How many of the fifty can hold a transaction open at once, and so wait on the lock together. */
const openAtOnce = (mode: Mode) => (mode === "one pool" ? Math.min(POOL, N) : N);

/** Holds a row lock from a connection of its own until released. */
async function holdRowLock(table: "Battle" | "Campaign", id: string) {
  const gate = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await gate.connect();
  await gate.query("BEGIN");
  await gate.query(`SELECT id FROM "${table}" WHERE id = $1 FOR UPDATE`, [id]);
  return {
    release: async () => {
      await gate.query("COMMIT");
      await gate.end();
    },
  };
}

async function lockWaiters(): Promise<number> {
  const { rows } = await monitor.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
  return rows[0]!.n;
}

/**
 * Sends `submit` fifty times at once (caller i on its own connection in "fifty connections")
 * behind the row lock, releases it `holdMs` after every open transaction waits on it, and returns
 * every outcome: none may be an error.
 */
async function race<R>(mode: Mode, lock: { table: "Battle" | "Campaign"; id: string }, submit: (i: number) => Promise<R>, holdMs = 0): Promise<R[]> {
  const gate = await holdRowLock(lock.table, lock.id);
  const settled = Promise.allSettled(Array.from({ length: N }, (_, i) => (mode === "fifty connections" ? caller.run(ownClients[i]!, () => submit(i)) : submit(i))));
  let waiting = 0;
  for (let poll = 0; poll < 1000 && waiting < openAtOnce(mode); poll++) {
    waiting = await lockWaiters();
    if (waiting < openAtOnce(mode)) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  await gate.release();
  const outcomes = await settled;
  // Only after every call settled: a failed expectation must not leave calls running.
  expect(waiting, "transactions waiting together on the lock").toBe(openAtOnce(mode));
  const errors = outcomes.flatMap((o) => (o.status === "rejected" ? [String(o.reason instanceof Error ? (o.reason.stack ?? o.reason.message) : o.reason)] : []));
  expect(errors, "calls that failed with an error instead of an answer").toEqual([]);
  return outcomes.map((o) => (o as PromiseFulfilledResult<R>).value);
}

type Answer = { ok: true } | { ok: false; code: string; message: string };

/** One caller applied it; every other one was told, in words, why not. */
function expectOneAppliedOthersRefused(answers: Answer[], code: string) {
  expect(answers.filter((a) => a.ok)).toHaveLength(1);
  const refused = answers.filter((a): a is Extract<Answer, { ok: false }> => !a.ok);
  expect(refused.map((a) => a.code)).toEqual(Array(N - 1).fill(code));
  for (const a of refused) expect(a.message.length).toBeGreaterThan(10);
}

async function expectConsistent(campaignId: string) {
  const { violations } = await checkInvariants(db, { campaignIds: [campaignId] });
  expect(violations, formatViolations(violations)).toEqual([]);
}

async function activityCount(campaignId: string, kind: "BATTLE_CREATED" | "BATTLE_REPORTED" | "BATTLE_CONFIRMED" | "BATTLE_RESOLVED" | "BATTLE_UNDONE" | "BATTLE_REDONE") {
  return db.activityEvent.count({ where: { campaignId, kind } });
}

/** The story points each team would have with `entries` added to `before`. */
function plus(before: Map<string, { balance: number }>, entries: Array<{ teamId: string; delta: number }>) {
  const after = new Map([...before].map(([teamId, t]) => [teamId, t.balance]));
  for (const e of entries) after.set(e.teamId, (after.get(e.teamId) ?? 0) + e.delta);
  return after;
}

/** Rolls (as the app) and confirms decisions with no choices until Phase 3's spends wait: the last stop before the apply. */
async function playUpToSpends(access: CampaignAccess, battleId: string): Promise<BattleProgress> {
  let progress = await progressOf(access, battleId);
  for (let move = 0; move < 50; move++) {
    if (progress.kind === "needs-dice") {
      const thrown = await throwDice(access, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, seededDice(11 + move));
      if (!thrown.ok) throw new Error(thrown.message);
      progress = thrown.progress;
    } else if (progress.kind === "needs-decision" && progress.step !== "special-guest-stars") {
      const chosen = await choosePostBattle(access, battleId, progress.step, {});
      if (!chosen.ok) throw new Error(chosen.message);
      progress = chosen.progress;
    } else return progress;
  }
  throw new Error("The battle did not reach its spends");
}

const balances = async (teamIds: string[]) => new Map([...(await storyPointTotals(teamIds))].map(([teamId, t]) => [teamId, t.balance]));

describe.each<Mode>(["one pool", "fifty connections"])("%s: fifty identical submissions at once", (mode) => {
  test("setting up the same battle: one issue is created, the rest are told the teams are playing it", async () => {
    const world = await twoTeamCampaign();
    const input = { teams: fieldEveryone(world) };
    const answers = await race(mode, { table: "Campaign", id: world.campaign.id }, (i) => createBattle(i % 2 ? world.access.bob : world.access.alice, input));
    expectOneAppliedOthersRefused(answers, "team-in-battle");
    expect(await db.battle.count({ where: { campaignId: world.campaign.id } })).toBe(1);
    expect(await activityCount(world.campaign.id, "BATTLE_CREATED")).toBe(1);
    await expectConsistent(world.campaign.id);
  });

  test("locking the pre-battle choices: one snapshot, the rest are told they are locked", async () => {
    const world = await twoTeamCampaign();
    const created = await setUpBattle(world, "rooftop-rumble");
    const answers = await race(mode, { table: "Battle", id: created.battleId }, (i) => lockPreBattleChoices(i % 2 ? world.access.bob : world.access.alice, created.battleId, []));
    expectOneAppliedOthersRefused(answers, "wrong-stage");
    expect((await loadBattle(created.battleId))!.row.status).toBe("PRE_BATTLE");
    await expectConsistent(world.campaign.id);
  });

  test("the same roll request (one request key): one roll, and every caller is shown it", async () => {
    const world = await twoTeamCampaign();
    const created = await setUpBattle(world, "rooftop-rumble");
    const locked = await lockPreBattleChoices(world.access.alice, created.battleId, []);
    if (!locked.ok) throw new Error(locked.message);
    const request = { slot: slotOf(locked.progress), requestKey: key(), source: "app" as const };
    const answers = await race(mode, { table: "Battle", id: created.battleId }, (i) => throwDice(world.access.alice, created.battleId, request, seededDice(i + 1)));
    expect(answers.every((a) => a.ok)).toBe(true);
    const made = answers.filter((a) => a.ok && !a.alreadyRolled);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ rolled: 1 });
    // Everyone sees the battle as that one roll left it.
    const progress = answers.map((a) => (a.ok ? a.progress : null));
    expect(new Set(progress.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(progress[0]).toEqual(await progressOf(world.access.alice, created.battleId));
    expect(await db.roll.count({ where: { battleId: created.battleId } })).toBe(1);
    expect(await db.campaign.findUniqueOrThrow({ where: { id: world.campaign.id }, select: { rollSequence: true } })).toEqual({ rollSequence: 1 });
    await expectConsistent(world.campaign.id);
  });

  test("fifty players typing different faces for the same dice: the first one counts, the others are shown it", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    const waiting = await progressOf(world.access.alice, battleId);
    expect(waiting).toMatchObject({ kind: "needs-dice", request: { purpose: "injury-bonus", count: 4, sides: 6 } });
    // Caller i types i written in base 6: fifty different sets of four faces.
    const typed = (i: number) => [0, 1, 2, 3].map((d) => String((Math.floor(i / 6 ** d) % 6) + 1));
    const answers = await race(mode, { table: "Battle", id: battleId }, (i) =>
      throwDice(i % 2 ? world.access.bob : world.access.alice, battleId, { slot: slotOf(waiting), requestKey: key(), source: "physical", faces: typed(i) }),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    const winner = answers.findIndex((a) => a.ok && !a.alreadyRolled);
    expect(answers.filter((a) => a.ok && !a.alreadyRolled)).toHaveLength(1);
    const rolls = await db.roll.findMany({ where: { battleId, slot: slotOf(waiting) }, select: { faces: true, source: true } });
    expect(rolls).toEqual([{ faces: typed(winner).map(Number), source: "PHYSICAL" }]);
    expect(new Set(answers.map((a) => JSON.stringify(a.ok && a.progress))).size).toBe(1);
    await expectConsistent(world.campaign.id);
  });

  test("fifty players pressing 'roll the rest for me' (different keys): one of them rolls every die, once", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world, { track: "both", furtherHarm: 2 }));
    const slot = slotOf(await progressOf(world.access.alice, battleId));
    const rollsBefore = await db.roll.count({ where: { battleId } });
    const answers = await race(mode, { table: "Battle", id: battleId }, (i) =>
      throwDice(i % 2 ? world.access.bob : world.access.alice, battleId, { slot, requestKey: key(), source: "app", rollRest: true }, seededDice(i + 1)),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    const rolledBy = answers.filter((a) => a.ok && !a.alreadyRolled);
    expect(rolledBy).toHaveLength(1);
    const rolled = rolledBy[0]!.ok ? rolledBy[0]!.rolled : 0;
    expect(rolled).toBeGreaterThan(1);
    expect(await db.roll.count({ where: { battleId } })).toBe(rollsBefore + rolled);
    // It stops where the players must decide; everyone is shown that same place.
    const progress = await progressOf(world.access.alice, battleId);
    expect(progress.kind).not.toBe("needs-dice");
    expect(answers.map((a) => a.ok && a.progress)).toEqual(Array(N).fill(progress));
    await expectConsistent(world.campaign.id);
  });

  test("the same report: saved once, the rest are told the battle moved on", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    const answers = await race(mode, { table: "Battle", id: battleId }, (i) => reportBattle(i % 2 ? world.access.bob : world.access.alice, battleId, simpleReport(world)));
    expectOneAppliedOthersRefused(answers, "wrong-stage");
    expect(await activityCount(world.campaign.id, "BATTLE_REPORTED")).toBe(1);
    const teams = await db.battleTeam.findMany({ where: { battleId }, orderBy: { position: "asc" }, select: { result: true } });
    expect(teams).toEqual([{ result: "WON" }, { result: "LOST" }]);
    await expectConsistent(world.campaign.id);
  });

  // Regression: with Prisma's defaults (2 s for a pooled connection, 5 s per transaction) the
  // callers queued behind a slow holder got errors instead of answers (battle-transaction.ts).
  test("the same report behind a holder that keeps the battle locked for 6 s: everyone still gets an answer", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    const answers = await race(mode, { table: "Battle", id: battleId }, (i) => reportBattle(i % 2 ? world.access.bob : world.access.alice, battleId, simpleReport(world)), 6_000);
    expectOneAppliedOthersRefused(answers, "wrong-stage");
    expect(await activityCount(world.campaign.id, "BATTLE_REPORTED")).toBe(1);
    await expectConsistent(world.campaign.id);
  });

  test("the same confirmation of a report: confirmed once, the post-battle starts once", async () => {
    const world = await twoTeamCampaign({ reportConfirmation: "ORGANISER" });
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    const answers = await race(mode, { table: "Battle", id: battleId }, () => confirmReport(world.access.organiser, battleId, true));
    expectOneAppliedOthersRefused(answers, "wrong-stage");
    expect(await activityCount(world.campaign.id, "BATTLE_CONFIRMED")).toBe(1);
    expect((await loadBattle(battleId))!.row.status).toBe("POST_BATTLE");
    await expectConsistent(world.campaign.id);
  });

  test("the last decision, which applies the battle (a guest star bought): one application, one set of ledger entries", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    const teamIds = [world.a.team.id, world.b.team.id];
    const before = await storyPointTotals(teamIds);
    // Roll every die and take every earlier decision, up to Phase 3's spends (the last stop).
    const waiting = await playUpToSpends(world.access.alice, battleId);
    expect(waiting).toEqual({ kind: "needs-decision", step: "special-guest-stars" });
    const state = (await loadBattle(battleId))!.data.postBattleState!;
    expect(state.teams.find((t) => t.teamId === world.a.team.id)!.storyPoints.balance).toBeGreaterThanOrEqual(GUEST_STAR_SP);
    const spends = { spends: [{ kind: "guest-star" as const, teamId: world.a.team.id }] };

    // Alice's team spends, so the other half of the presses are the organiser's: Bob may not spend
    // Alice's points (spend-owners.ts), and a refusal of his for that, won by a press of his that
    // came first, is not the race this test is about.
    const answers = await race(mode, { table: "Battle", id: battleId }, (i) =>
      choosePostBattle(i % 2 ? world.access.organiser : world.access.alice, battleId, "special-guest-stars", spends),
    );
    expectOneAppliedOthersRefused(answers, "wrong-stage");
    expect(answers.find((a) => a.ok)).toEqual({ ok: true, progress: { kind: "finished", status: "RESOLVED" } });

    const battle = (await loadBattle(battleId))!;
    expect(battle.row).toMatchObject({ status: "RESOLVED", applyCount: 1 });
    expect(await activityCount(world.campaign.id, "BATTLE_RESOLVED")).toBe(1);
    const entries = await db.storyPointEntry.findMany({ where: { battleId }, orderBy: { idempotencyKey: "asc" }, select: { teamId: true, delta: true, reason: true } });
    const expected = [...battle.data.preBattle!.changes.ledger, ...ledgerOf(battle.events)];
    expect(entries).toHaveLength(expected.length);
    expect(entries.filter((e) => e.reason === "GUEST_STAR")).toEqual([{ teamId: world.a.team.id, delta: -GUEST_STAR_SP, reason: "GUEST_STAR" }]);
    expect(await balances(teamIds)).toEqual(plus(before, entries));
    // And the rules' own tally agrees with the ledger.
    for (const team of battle.data.postBattleState!.teams.filter((t) => teamIds.includes(t.teamId))) {
      expect((await balances([team.teamId])).get(team.teamId)).toBe(team.storyPoints.balance);
    }
    await expectConsistent(world.campaign.id);
  });

  test("the same undo, then the same redo: reversed once, applied again once", async () => {
    const world = await twoTeamCampaign();
    const teamIds = [world.a.team.id, world.b.team.id];
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    const before = await balances(teamIds);
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    expect(await playOn(world.access.alice, battleId, seededDice(5))).toEqual({ kind: "finished", status: "RESOLVED" });
    const applied = await db.storyPointEntry.count({ where: { battleId } });
    const resolved = await balances(teamIds);

    const undone = await race(mode, { table: "Battle", id: battleId }, () => undoBattle(world.access.organiser, battleId));
    expectOneAppliedOthersRefused(undone, "wrong-stage");
    expect(await db.storyPointEntry.count({ where: { battleId, reversesEntryId: { not: null } } })).toBe(applied);
    expect(await balances(teamIds)).toEqual(before);
    expect(await activityCount(world.campaign.id, "BATTLE_UNDONE")).toBe(1);
    await expectConsistent(world.campaign.id);

    const redone = await race(mode, { table: "Battle", id: battleId }, () => redoBattle(world.access.organiser, battleId));
    expectOneAppliedOthersRefused(redone, "wrong-stage");
    expect((await loadBattle(battleId))!.row).toMatchObject({ status: "RESOLVED", applyCount: 2 });
    expect(await db.storyPointEntry.count({ where: { battleId, idempotencyKey: { contains: ":apply-2:" } } })).toBe(applied);
    expect(await balances(teamIds)).toEqual(resolved);
    expect(await activityCount(world.campaign.id, "BATTLE_REDONE")).toBe(1);
    await expectConsistent(world.campaign.id);
  });
});

describe("fifty connections: a whole battle with every button pressed fifty times at once", () => {
  test("set-up, choices, each roll, the report, each decision: each made once; the battle is applied once", async () => {
    const world = await twoTeamCampaign();
    const player = (i: number) => (i % 2 ? world.access.bob : world.access.alice);
    const counts = { rolls: 0, decisions: 0 };
    const created = await race("fifty connections", { table: "Campaign", id: world.campaign.id }, (i) =>
      createBattle(player(i), {
        teams: fieldEveryone(world),
        // Team-Up: the pre-battle's guest-star contest throws the most dice.
        scenarioChoice: "team-up",
      }),
    );
    expectOneAppliedOthersRefused(created, "team-in-battle");
    const battleId = (created.find((a) => a.ok) as { battleId: string }).battleId;
    expectOneAppliedOthersRefused(await race("fifty connections", { table: "Battle", id: battleId }, (i) => lockPreBattleChoices(player(i), battleId, [])), "wrong-stage");

    /** Races every roll and decision until the battle waits for something else. */
    const raceOn = async (): Promise<BattleProgress> => {
      let progress = await progressOf(world.access.alice, battleId);
      while (progress.kind === "needs-dice" || progress.kind === "needs-decision") {
        const rollsBefore = await db.roll.count({ where: { battleId } });
        const at = progress;
        if (at.kind === "needs-dice") {
          // Fifty players press "roll for me" on the same roll, each with their own request key.
          const answers = await race("fifty connections", { table: "Battle", id: battleId }, (i) =>
            throwDice(player(i), battleId, { slot: slotOf(at), requestKey: key(), source: "app" }, seededDice(1000 * counts.rolls + i + 1)),
          );
          expect(answers.filter((a) => a.ok && !a.alreadyRolled)).toHaveLength(1);
          expect(answers.filter((a) => a.ok && a.alreadyRolled)).toHaveLength(N - 1);
          expect(await db.roll.count({ where: { battleId } })).toBe(rollsBefore + 1);
          expect(new Set(answers.map((a) => JSON.stringify(a.ok && a.progress))).size).toBe(1);
          progress = answers[0]!.ok ? answers[0]!.progress : progress;
          counts.rolls++;
        } else {
          const answers = await race("fifty connections", { table: "Battle", id: battleId }, (i) => choosePostBattle(player(i), battleId, at.step, {}));
          // The first confirms the step; later ones find it moved on (or confirm the same choices again while it still waits for dice).
          const ok = answers.filter((a) => a.ok);
          expect(ok.length).toBeGreaterThanOrEqual(1);
          for (const a of answers.filter((a) => !a.ok)) expect(a).toMatchObject({ ok: false, code: expect.stringMatching(/^(step-started|wrong-stage)$/) });
          expect(await db.roll.count({ where: { battleId } })).toBe(rollsBefore);
          progress = await progressOf(world.access.alice, battleId);
          for (const a of ok) expect(a.progress).toEqual(progress);
          expect((await loadBattle(battleId))!.data.progress.confirmedSteps.filter((s) => s === at.step)).toHaveLength(1);
          counts.decisions++;
        }
      }
      return progress;
    };

    expect(await raceOn()).toEqual({ kind: "reporting" });
    const report = simpleReport(world, { track: "both", furtherHarm: 1 });
    report.teams[0]!.knockedOut = [{ characterId: world.a.ids["Deadeye"]!, track: "body", furtherHarm: 0 }];
    expectOneAppliedOthersRefused(await race("fifty connections", { table: "Battle", id: battleId }, (i) => reportBattle(player(i), battleId, report)), "wrong-stage");
    expect(await raceOn()).toEqual({ kind: "finished", status: "RESOLVED" });

    const battle = (await loadBattle(battleId))!;
    expect(battle.row.applyCount).toBe(1);
    expect(await activityCount(world.campaign.id, "BATTLE_RESOLVED")).toBe(1);
    expect(await db.storyPointEntry.count({ where: { battleId } })).toBe(battle.data.preBattle!.changes.ledger.length + ledgerOf(battle.events).length);
    expect(await db.roll.count({ where: { battleId } })).toBe(counts.rolls);
    await expectConsistent(world.campaign.id);
    console.log(`[races] one battle: set-up, choices, ${counts.rolls} rolls, the report and ${counts.decisions} decisions, each sent ${N} times at once`);
  });
});
