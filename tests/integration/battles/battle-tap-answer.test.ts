import { createElement, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, test, vi } from "vitest";

const cache = vi.hoisted(() => ({ refreshes: 0 }));
vi.mock("@/lib/server/auth/current-user", () => import("../../reliability/harness/session-double"));
vi.mock("next/headers", () => import("../../reliability/harness/next-headers-double"));
// next/cache as the other action tests have it, and refresh() counted: a whole-page redraw.
vi.mock("next/cache", async () => ({
  ...(await import("../../reliability/harness/next-cache-double")),
  refresh: () => {
    cache.refreshes++;
  },
}));

import { throwOnBattlePageAction } from "@/components/games/smf/pages/battle-throw-action";
import type { ActionState } from "@/lib/actions/action-result";
import type { TapAnswer } from "@/lib/games/smf/views/tap-answer";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { actAs, formOf, invoke } from "../../reliability/harness/act-as";
import { seededDice } from "@/lib/rules/dice";
import { db } from "@/lib/server/db";
import { countQueries } from "@/lib/server/query-count";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { tapAnswer } from "@/lib/games/smf/server/battles/tap-answer";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { rollRows, type RollRow, type ShownSoFar } from "@/lib/games/smf/views/tap-answer";
import { answerRolls } from "@/lib/games/smf/views/answer-rolls";
import { addMember, createCampaignFor } from "../factories";
import { battleToReport, key, playOn, progressOf, reportBattle, setUpBattle, slotOf, twoTeamCampaign } from "./battle-factory";

/** Four a side, three of each side KO'ed (one on Body, one on Psyche, one on both with further harm). */
async function fourAsideThreeKos() {
  const world = await twoTeamCampaign();
  const { battleId } = await battleToReport(world, seededDice(21));
  const tracks = [
    { track: "body", furtherHarm: 0 },
    { track: "psyche", furtherHarm: 0 },
    { track: "both", furtherHarm: 1 },
  ] as const;
  const side = (ids: Record<string, string>, result: "won" | "lost") => {
    const fielded = Object.values(ids);
    return { teamId: "", result, fieldedCharacterIds: fielded, knockedOut: fielded.slice(0, 3).map((characterId, i) => ({ characterId, ...tracks[i]! })) };
  };
  const reported = await reportBattle(world.access.alice, battleId, {
    teams: [
      { ...side(world.a.ids, "won"), teamId: world.a.team.id },
      { ...side(world.b.ids, "lost"), teamId: world.b.team.id },
    ],
  });
  if (!reported.ok) throw new Error(reported.message);
  return { world, battleId };
}

describe("the answer to a tap on the roll card", () => {
  test("carries the next roll and only what the page does not list yet, each answer under 10 kB", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const view = await getBattleView(world.access.alice, battleId);
    const shown: ShownSoFar = { events: view!.events.length, sequence: view!.rolls.at(-1)?.sequence ?? 0 };
    const dice = seededDice(8);
    let progress = await progressOf(world.access.alice, battleId);
    let answers = 0;
    for (let guard = 0; guard < 300 && progress.kind !== "finished"; guard++) {
      if (progress.kind !== "needs-dice") {
        progress = await playOn(world.access.alice, battleId, dice, {}, {});
        // The page is drawn again after a decision: it lists everything up to here.
        const redrawn = await getBattleView(world.access.alice, battleId);
        shown.events = redrawn!.events.length;
        shown.sequence = redrawn!.rolls.at(-1)?.sequence ?? 0;
        continue;
      }
      const thrown = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, dice);
      if (!thrown.ok) throw new Error(thrown.message);
      const answer = await tapAnswer(world.access.alice, battleId, shown);
      if (!answer) throw new Error("no answer");
      answers++;
      expect(JSON.stringify(answer).length).toBeLessThan(10_000);

      // Only the throw just made is new to the page, and the event lines pick up where the page's end.
      const latest = await db.roll.findFirstOrThrow({ where: { battleId }, orderBy: { sequence: "desc" }, select: { id: true, sequence: true } });
      expect(answerRolls(answer).map((r) => r.id)).toEqual([latest.id]);
      // The throw's own roll comes as the few fields its lastThrow entry lacks, and is whole again on the page.
      expect(answer.thrown.map((r) => r.id)).toEqual([latest.id]);
      expect(answer.rolls).toEqual([]);
      const full = await getBattleView(world.access.alice, battleId);
      expect(answer.events.from).toBe(shown.events);
      expect(answer.events.lines.map((l) => l.summary)).toEqual(full!.events.slice(shown.events).map((e) => e.summary));
      expect(answer.version).toBe(full!.loaded.row.version);
      expect(answer.lastThrow?.throws.at(-1)?.sequence).toBe(latest.sequence);

      // The next roll card matches where the battle stands; anything else redraws the page.
      progress = thrown.progress;
      if (progress.kind === "needs-dice") {
        expect(answer.redraw).toBe(false);
        expect(answer.nextRoll).toMatchObject({ slot: slotOf(progress), count: progress.request.count, sides: progress.request.sides });
      } else {
        expect(answer.redraw).toBe(true);
        expect(answer.nextRoll).toBeUndefined();
      }
      shown.events = full!.events.length;
      shown.sequence = latest.sequence;
    }
    expect(progress).toEqual({ kind: "finished", status: "RESOLVED" });
    expect(answers).toBeGreaterThanOrEqual(10);
  });

  test("each answer gives a new one-time key for the next card", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const progress = await progressOf(world.access.alice, battleId);
    const thrown = await throwDice(world.access.alice, battleId, { slot: slotOf(progress), requestKey: key(), source: "app" }, seededDice(2));
    if (!thrown.ok || thrown.progress.kind !== "needs-dice") throw new Error("expected another throw");
    const [first, second] = [await tapAnswer(world.access.alice, battleId, { events: 0, sequence: 0 }), await tapAnswer(world.access.alice, battleId, { events: 0, sequence: 0 })];
    expect(first!.nextRoll!.requestKey).not.toBe(second!.nextRoll!.requestKey);
    // Shown nothing: every roll of the battle so far comes with it.
    expect(answerRolls(first!).length).toBe(await db.roll.count({ where: { battleId } }));
    // Whole again, each roll reads as the page's own list has it (the log shows labels without the issue).
    const view = await getBattleView(world.access.alice, battleId);
    const unprefixed = (rows: RollRow[]) => rows.map((r) => ({ ...r, label: r.label.replace(/^Issue #\d+ · /, "") }));
    expect(unprefixed(answerRolls(first!))).toEqual(unprefixed(rollRows(view!.rolls)));
  });

  test("a viewer who may not roll is sent a redraw, not a roll card", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const outsider = { ...world.access.alice, role: "VIEWER" as const };
    const answer = await tapAnswer(outsider, battleId, { events: 0, sequence: 0 });
    expect(answer).toMatchObject({ redraw: true });
    expect(answer!.nextRoll).toBeUndefined();
  });
});

/** What the server drew, as HTML once every lazily loaded part has loaded, without React's text separators. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement("div", null, node));
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out.replace(/<!--[\s\S]*?-->/g, "");
}

/** A tap on "Roll for me" on the battle page, as its roll card sends it, answered by the page's own action. */
async function tapOnPage(battleId: string, slot: string, shown: ShownSoFar): Promise<TapAnswer> {
  cache.refreshes = 0;
  const form = formOf({
    battleId,
    slot,
    requestKey: key(),
    source: "app",
    rollRest: "0",
    shownEvents: String(shown.events),
    shownSequence: String(shown.sequence),
  });
  const outcome = await invoke(throwOnBattlePageAction, form, null);
  const state = outcome.kind === "state" ? (outcome.state as ActionState<TapAnswer>) : null;
  if (!state?.ok) throw new Error(`the tap was not answered: ${JSON.stringify(outcome)}`);
  return state.data;
}

async function shownNow(access: Parameters<typeof getBattleView>[0], battleId: string): Promise<ShownSoFar> {
  const view = await getBattleView(access, battleId);
  return { events: view!.events.length, sequence: view!.rolls.at(-1)?.sequence ?? 0 };
}

describe("the battle page's own throw action", () => {
  test("past the rolls, its answer brings the decision or the outcome the server drew, never the whole page again", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    actAs(world.alice);
    let progress = await progressOf(world.access.alice, battleId);
    const seen = { rolls: 0, decisions: 0, ends: 0 };
    for (let guard = 0; guard < 300 && progress.kind !== "finished"; guard++) {
      if (progress.kind !== "needs-dice") {
        if (progress.kind !== "needs-decision") throw new Error(`unexpected: ${progress.kind}`);
        // A decision: the test takes the defaults, as "Continue" would; the taps go on after it.
        const chosen = await choosePostBattle(world.access.alice, battleId, progress.step, {});
        if (!chosen.ok) throw new Error(chosen.message);
        progress = chosen.progress;
        continue;
      }
      const answer = await tapOnPage(battleId, slotOf(progress), await shownNow(world.access.alice, battleId));
      progress = await progressOf(world.access.alice, battleId);
      // Nothing of the route is drawn again; the answer without what the server drew stays small.
      expect(cache.refreshes).toBe(0);
      const { drawn, ...data } = answer;
      expect(JSON.stringify(data).length).toBeLessThan(10_000);
      if (progress.kind === "needs-dice") {
        seen.rolls++;
        expect(answer.redraw).toBe(false);
        expect(drawn).toBeUndefined();
        continue;
      }
      expect(answer.redraw).toBe(true);
      expect(drawn).toBeDefined();
      const panel = await html(drawn!.panel);
      expect(panel).not.toContain('id="roll-heading"');
      if (progress.kind === "needs-decision") {
        seen.decisions++;
        // The decision's own panel, ready to be taken: its heading and its buttons.
        expect(panel).toContain('id="decision-heading"');
        expect(panel).toMatch(/<button[^>]*type="submit"/);
        expect(drawn!.frame).toBeUndefined();
      } else {
        expect(progress).toEqual({ kind: "finished", status: "RESOLVED" });
        seen.ends++;
        expect(panel).toContain("Resolved: every effect is on the teams.");
        // The status changed: the heading, the stepper and the management come with it.
        const frame = await html([drawn!.frame!.heading, drawn!.frame!.stepper, drawn!.frame!.admin]);
        expect(frame).toContain("Resolved");
        expect(frame).toContain('id="manage-heading"');
      }
    }
    expect(progress).toEqual({ kind: "finished", status: "RESOLVED" });
    // The battle started at a roll and ended: some tap moved it past its rolls (the end may also follow a decision).
    expect(seen.decisions + seen.ends).toBeGreaterThanOrEqual(1);
    expect(seen.ends).toBeLessThanOrEqual(1);
    expect(seen.rolls).toBeGreaterThanOrEqual(5);
  });

  test('"Roll the rest" reads the battle once after its throws: the panel is drawn from the answer\'s own read', async () => {
    const { world, battleId } = await fourAsideThreeKos();
    actAs(world.alice);
    const progress = await progressOf(world.access.alice, battleId);
    const form = formOf({ battleId, slot: slotOf(progress), requestKey: key(), source: "app", rollRest: "1", shownEvents: "0", shownSequence: "0" });
    const { result: outcome, statements } = await countQueries(() => invoke(throwOnBattlePageAction, form, null));
    const state = outcome.kind === "state" ? (outcome.state as ActionState<TapAnswer>) : null;
    if (!state?.ok) throw new Error(`the tap was not answered: ${JSON.stringify(outcome)}`);
    expect(await progressOf(world.access.alice, battleId)).toMatchObject({ kind: "needs-decision" });
    expect(await html(state.data.drawn!.panel)).toContain('id="decision-heading"');
    // Two transactions: the throws (under the battle's lock) and the one read the answer and the
    // panel are both made from. A second read of the battle would be a third.
    expect(statements.filter((sql) => sql === "BEGIN")).toHaveLength(2);
    expect(cache.refreshes).toBe(0);
  });

  test("the last pre-battle throw, which brings the report, has the page drawn again", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await setUpBattle(world, "rooftop-rumble");
    const locked = await lockPreBattleChoices(world.access.alice, battleId, []);
    if (!locked.ok) throw new Error(locked.message);
    actAs(world.alice);
    let progress = await progressOf(world.access.alice, battleId);
    let answer: TapAnswer | undefined;
    for (let guard = 0; guard < 50 && progress.kind === "needs-dice"; guard++) {
      answer = await tapOnPage(battleId, slotOf(progress), await shownNow(world.access.alice, battleId));
      progress = await progressOf(world.access.alice, battleId);
      if (progress.kind === "needs-dice") expect(cache.refreshes).toBe(0);
    }
    expect(progress.kind).toBe("reporting");
    expect(answer).toMatchObject({ redraw: true });
    expect(answer!.drawn).toBeUndefined();
    expect(cache.refreshes).toBe(1);
  });

  test("a refused throw draws nothing and rolls nothing", async () => {
    const { world, battleId } = await fourAsideThreeKos();
    const outsider = await addMember(world.campaign.id, "VIEWER", "Vic Viewer");
    actAs(outsider);
    const progress = await progressOf(world.access.alice, battleId);
    const before = await db.roll.count({ where: { battleId } });
    const form = formOf({ battleId, slot: slotOf(progress), requestKey: key(), source: "app", rollRest: "0", shownEvents: "0", shownSequence: "0" });
    const outcome = await invoke(throwOnBattlePageAction, form, null);
    expect(outcome.kind === "state" && outcome.state?.ok).toBe(false);
    expect(await db.roll.count({ where: { battleId } })).toBe(before);
  });

  test('a replayed "Roll the rest" rolls nothing more and sends the page to where the battle stands; someone from another campaign is refused and nothing is rolled', async () => {
    const { world, battleId } = await fourAsideThreeKos();
    actAs(world.alice);
    const progress = await progressOf(world.access.alice, battleId);
    const replayedKey = key();
    const form = () => formOf({ battleId, slot: slotOf(progress), requestKey: replayedKey, source: "app", rollRest: "1", shownEvents: "0", shownSequence: "0" });
    const first = await invoke(throwOnBattlePageAction, form(), null);
    expect(first, JSON.stringify(first)).toMatchObject({ kind: "state", state: { ok: true } });
    const after = await db.roll.count({ where: { battleId } });
    const replayed = await invoke(throwOnBattlePageAction, form(), null);
    expect(replayed).toEqual({ kind: "redirect", to: `/campaigns/${world.campaign.id}/battles/${battleId}` });
    expect(await db.roll.count({ where: { battleId } })).toBe(after);

    // Someone with a campaign of their own, posting this battle's id with a fresh key.
    const stranger = (await createCampaignFor()).organiser;
    actAs(stranger);
    const stray = formOf({ battleId, slot: slotOf(progress), requestKey: key(), source: "app", rollRest: "1", shownEvents: "0", shownSequence: "0" });
    const refused = await invoke(throwOnBattlePageAction, stray, null);
    expect(refused.kind === "state" && refused.state).toMatchObject({ ok: false });
    expect(await db.roll.count({ where: { battleId } })).toBe(after);
  });
});
