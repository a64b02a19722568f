import { describe, expect, test } from "vitest";
import { scriptedDice } from "@/lib/rules/dice";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { confirmReport } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { cancelBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { db } from "@/lib/server/db";
import { accessFor, addMember } from "../factories";
import { battleToReport, key, playOn, progressOf, reportBattle, setUpBattle, simpleReport, twoTeamCampaign } from "./battle-factory";

const PRE_BATTLE_FACES = [2, 5, 2, 1, 6, 5, 2, 6, 4, 2, 1, 4, 2, 3, 6];

describe("set-up refusals (nothing is written)", () => {
  test("fewer than two teams, the same team twice, an unknown team", async () => {
    const world = await twoTeamCampaign();
    const one = { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] };
    expect(await createBattle(world.access.alice, { teams: [one] })).toMatchObject({ ok: false, code: "too-few-teams" });
    expect(await createBattle(world.access.alice, { teams: [one, one] })).toMatchObject({ ok: false, code: "too-few-teams" });
    expect(await createBattle(world.access.alice, { teams: [one, { teamId: "nope", fieldedIds: ["someone"] }] })).toMatchObject({ ok: false, code: "unknown-team" });
    expect(await db.battle.count({ where: { campaignId: world.campaign.id } })).toBe(0);
  });

  test("a player may not set up a battle between other people's teams; an organiser may", async () => {
    const world = await twoTeamCampaign();
    const carol = await addMember(world.campaign.id, "PLAYER", "Carol");
    const teams = [
      { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
      { teamId: world.b.team.id, fieldedIds: [world.b.ids["Craniak"]!] },
    ];
    expect(await createBattle(await accessFor(carol.id, world.campaign.id), { teams })).toMatchObject({ ok: false, code: "not-your-battle" });
    expect(await createBattle(world.access.organiser, { teams })).toMatchObject({ ok: true, issue: 1 });
  });

  test("a dead character cannot be fielded; an unknown scenario is refused", async () => {
    const world = await twoTeamCampaign();
    const deadeye = await db.character.findUniqueOrThrow({ where: { id: world.a.ids["Deadeye"] } });
    await db.character.update({ where: { id: deadeye.id }, data: { state: { ...(deadeye.state as object), status: "dead" } } });
    const result = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: [deadeye.id] },
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["Craniak"]!] },
      ],
    });
    expect(result).toMatchObject({ ok: false, code: "illegal-line-up" });
    expect(result.ok ? [] : (result as { problems: { message: string }[] }).problems[0]!.message).toMatch(/^Night Shift: /);
    expect(
      await createBattle(world.access.alice, {
        teams: [
          { teamId: world.a.team.id, fieldedIds: [world.a.ids["Tornado"]!] },
          { teamId: world.b.team.id, fieldedIds: [world.b.ids["Craniak"]!] },
        ],
        scenarioChoice: "tea-party" as never,
      }),
    ).toMatchObject({ ok: false, code: "unknown-scenario" });
  });

  test("a team already in an open battle cannot start another", async () => {
    const world = await twoTeamCampaign();
    await battleToReport(world);
    const again = await createBattle(world.access.bob, {
      teams: [
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["Craniak"]!] },
        { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
      ],
    });
    expect(again).toEqual({ ok: false, code: "team-in-battle", message: "Night Shift is playing issue #1, which is not resolved yet." });
  });
});

describe("refusals along the way", () => {
  test("choices lock once; illegal choices lock nothing", async () => {
    const world = await twoTeamCampaign();
    const created = await setUpBattle(world);
    const illegal = await lockPreBattleChoices(world.access.alice, created.battleId, [{ teamId: world.a.team.id, curseLiftsWithStoryPoints: [world.a.ids["Deadeye"]!] }]);
    expect(illegal).toMatchObject({ ok: false, code: "illegal-choices" });
    expect(await db.battle.findUniqueOrThrow({ where: { id: created.battleId }, select: { status: true, snapshot: true } })).toEqual({ status: "SETUP", snapshot: null });
    expect(await lockPreBattleChoices(world.access.alice, created.battleId, [])).toMatchObject({ ok: true });
    expect(await lockPreBattleChoices(world.access.alice, created.battleId, [])).toMatchObject({ ok: false, code: "wrong-stage" });
  });

  test("a report must cover every team, and only fielded characters can be KO'ed", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world);
    const report = simpleReport(world);
    expect(await reportBattle(world.access.alice, battleId, { teams: [report.teams[0]!] })).toMatchObject({ ok: false, code: "illegal-report" });
    const bad = simpleReport(world, { characterId: world.a.ids["Deadeye"]! });
    expect(await reportBattle(world.access.alice, battleId, bad)).toMatchObject({ ok: false, code: "illegal-report" });
    expect(await db.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true, report: true } })).toEqual({ status: "REPORTING", report: null });
  });

  test("with opponent confirmation: the reporter cannot confirm, the other team's owner can; sending back reopens the report", async () => {
    const world = await twoTeamCampaign({ reportConfirmation: "OPPONENT" });
    const { battleId } = await battleToReport(world);
    expect(await reportBattle(world.access.alice, battleId, simpleReport(world))).toMatchObject({ ok: true, progress: { kind: "awaiting-confirmation" } });
    expect(await confirmReport(world.access.alice, battleId, true)).toMatchObject({ ok: false, code: "not-allowed" });
    expect(await confirmReport(world.access.bob, battleId, false)).toMatchObject({ ok: true, progress: { kind: "reporting" } });
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    expect(await confirmReport(world.access.bob, battleId, true)).toMatchObject({ ok: true, progress: { kind: "needs-dice" } });
  });

  test("with organiser confirmation only an organiser confirms", async () => {
    const world = await twoTeamCampaign({ reportConfirmation: "ORGANISER" });
    const { battleId } = await battleToReport(world);
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    expect(await confirmReport(world.access.bob, battleId, true)).toMatchObject({ ok: false, code: "not-allowed" });
    expect(await confirmReport(world.access.organiser, battleId, true)).toMatchObject({ ok: true });
  });

  test("nothing to roll while reporting; choices for a step that is not current are refused; a resolved battle cannot be cancelled", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await battleToReport(world, scriptedDice(PRE_BATTLE_FACES));
    expect(await throwDice(world.access.alice, battleId, { slot: "post:injuries:0", requestKey: key(), source: "app" })).toMatchObject({ ok: false, code: "nothing-to-roll" });
    await reportBattle(world.access.alice, battleId, simpleReport(world));
    expect(await progressOf(world.access.alice, battleId)).toMatchObject({ kind: "needs-dice" });
    expect(await choosePostBattle(world.access.alice, battleId, "bumps", {})).toMatchObject({ ok: false, code: "step-started" });
    await playOn(world.access.alice, battleId, scriptedDice([2, 5, 5, 5, 3, 2, 3, 3, 2, 4, 4, 3, 3, 5, 6, 3, 4]));
    expect(await cancelBattle(world.access.alice, battleId)).toMatchObject({ ok: false, code: "wrong-stage" });
  });
});
