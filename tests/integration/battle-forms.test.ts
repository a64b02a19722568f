/**
 * The battle screens' forms, read the way the actions read them (lib/games/smf/schemas/battles.ts), and
 * handed to the real battle services: the flat form fields must come out as input the engine
 * accepts, and its refusals must come back per team.
 */
import { createElement, type FunctionComponent } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, test, vi } from "vitest";
// The forms are rendered here, not submitted: their actions need a request (cookies, redirect).
vi.mock("@/lib/games/smf/actions/battles/choose-post-battle-action", () => ({ choosePostBattleAction: async () => ({ ok: true }) }));
vi.mock("@/lib/games/smf/actions/battles/lock-pre-battle-choices-action", () => ({ lockPreBattleChoicesAction: async () => ({ ok: true }) }));
vi.mock("@/lib/games/smf/actions/battles/create-battle-action", () => ({ createBattleAction: async () => ({ ok: true }) }));
vi.mock("@/lib/games/smf/actions/battles/report-battle-action", () => ({ reportBattleAction: async () => ({ ok: true }) }));
import { seededDice } from "@/lib/rules/dice";
import { problemText } from "@/lib/rules/smf";
import {
  freshCampaignState,
  readSmfBattleDetails,
  SAMPLE_CHARACTERS,
  SMF_CHARACTER_FORMAT,
  suggestBumpAllocation,
  type CharacterCampaignState,
  type ScenarioId,
} from "@/lib/rules/smf";
import {
  createBattleFromForm,
  createBattleSchema,
  postBattleChoicesFromForm,
  postBattleChoicesPatch,
  postBattleChoicesSchema,
  preBattleChoicesFromForm,
  preBattleChoicesSchema,
  reportBattleSchema,
  reportFromForm,
  toPreBattleChoices,
} from "@/lib/games/smf/schemas/battles";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { loadBattle } from "@/lib/games/smf/server/battles/load-battle";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { reportBattle, type ReportBattleInput } from "@/lib/games/smf/server/battles/report-battle";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { db } from "@/lib/server/db";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { loadPreBattleTeams } from "@/lib/games/smf/server/pages/load-pre-battle-teams";
import { loadSetUp } from "@/lib/games/smf/server/pages/load-set-up";
import { SetUpForm } from "@/components/games/smf/battles/set-up-form";
import { lineUpProblems } from "@/components/games/smf/battles/set-up-team";
import { ArtifactUpkeepForm } from "@/components/games/smf/battles/artifact-upkeep-form";
import { PreBattleChoicesForm } from "@/components/games/smf/battles/pre-battle-choices-form";
import { ScenarioSpecialForm } from "@/components/games/smf/battles/scenario-special-form";
import { ThrallPowersForm } from "@/components/games/smf/battles/thrall-powers-form";
import { ReportForm } from "@/components/games/smf/battles/report-form";
import { reportModel, trackedDraft } from "@/components/games/smf/battles/report-model";
import { loadTrackedEntries, trackBattle } from "@/lib/games/smf/server/battles/track-battle";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import {
  addMinorPower,
  addSidekickEntry,
  battleToReport,
  key,
  playOn,
  progressOf,
  setUpBattle,
  simpleReport,
  slotOf,
  teamWithSamples,
  twoTeamCampaign,
  VILLAINS,
} from "./battles/battle-factory";

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
};

/**
 * What a browser would post for a form rendered to HTML, as it stands (hidden fields, selected
 * options, ticked boxes), with `changes` applied to fields the form must render. A change to a
 * field the form does not have fails the test: the form and its parser must agree on names.
 */
function submitted(html: string, changes: Record<string, string> = {}): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [tag] of html.matchAll(/<input\b[^>]*>|<select\b[^>]*>[\s\S]*?<\/select>/g)) {
    const name = attribute(tag, "name");
    if (!name || / disabled=""/.test(tag.slice(0, tag.indexOf(">")))) continue;
    if (tag.startsWith("<select")) {
      const options = [...tag.matchAll(/<option\b[^>]*>/g)].map(([o]) => o);
      const chosen = options.find((o) => / selected=""/.test(o)) ?? options[0];
      if (chosen !== undefined) fields.push([name, attribute(chosen, "value") ?? ""]);
      continue;
    }
    const type = attribute(tag, "type") ?? "text";
    if ((type === "checkbox" || type === "radio") && !/ checked=""/.test(tag)) {
      if (name in changes) fields.push([name, changes[name]!]);
      continue;
    }
    fields.push([name, attribute(tag, "value") ?? ""]);
  }
  for (const name of Object.keys(changes))
    expect(
      fields.map(([n]) => n),
      `the form has no field ${name}`,
    ).toContain(name);
  return fields.map(([name, value]) => [name, name in changes ? changes[name]! : value]);
}

/**
 * The form's HTML once every lazily loaded part has loaded (a game's client components are
 * next/dynamic loaders, components/games/smf/client.ts); without React's text separators.
 */
const render = async <P extends object>(component: FunctionComponent<P>, props: P) => {
  const { prelude } = await prerenderToNodeStream(createElement(component, props));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--[\s\S]*?-->/g, "");
};

/** A sample character added to a team's roster at `position`; returns its id. */
async function addSample(teamId: string, sampleName: string, position: number): Promise<string> {
  const sample = SAMPLE_CHARACTERS.find((s) => s.character.name === sampleName)!.character;
  const row = await db.character.create({
    data: { teamId, position, name: sample.name, kind: "CHARACTER", build: sample.build as never, state: freshCampaignState() as never, formatVersion: SMF_CHARACTER_FORMAT },
  });
  return row.id;
}

async function setState(characterId: string, change: Partial<CharacterCampaignState>) {
  const row = await db.character.findUniqueOrThrow({ where: { id: characterId }, select: { state: true } });
  await db.character.update({ where: { id: characterId }, data: { state: { ...(row.state as object), ...change } as never } });
}

/** "Roll the rest for me" until the battle waits for something else. */
async function rollToDecision(access: CampaignAccess, battleId: string, seed: number): Promise<BattleProgress> {
  let progress = await progressOf(access, battleId);
  while (progress.kind === "needs-dice") {
    const result = await throwDice(access, battleId, { slot: slotOf(progress), requestKey: key(), source: "app", rollRest: true }, seededDice(seed++));
    if (!result.ok) throw new Error(result.message);
    progress = result.progress;
  }
  return progress;
}

const lineUpFields = (teamId: string, ids: Record<string, string>): Array<[string, string]> => [
  ["teamId", teamId],
  ...Object.values(ids).map((id): [string, string] => [`fielded:${teamId}`, id]),
];

describe("battle forms against the battle services", () => {
  test("set-up: the form's teams and line-ups set up the battle; a line-up the rules refuse comes back under its team", async () => {
    const world = await twoTeamCampaign();
    await setState(world.a.ids["Tornado"]!, { status: "dead" });
    const fields: Array<[string, string]> = [
      ["campaignId", world.campaign.id],
      ...lineUpFields(world.a.team.id, world.a.ids),
      ...lineUpFields(world.b.team.id, world.b.ids),
      ["scenario", ""],
      ["specialEvent", "civilians"],
    ];

    const refused = await createBattle(world.access.alice, createBattleSchema.parse(createBattleFromForm(form(fields))));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.code).toBe("illegal-line-up");
    expect(refused.problems).toEqual([{ teamId: world.a.team.id, message: "Night Shift: Tornado is dead and cannot be fielded." }]);

    const legal = fields.filter(([, value]) => value !== world.a.ids["Tornado"]);
    const created = await createBattle(world.access.alice, createBattleSchema.parse(createBattleFromForm(form(legal))));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const battle = await db.battle.findUniqueOrThrow({ where: { id: created.battleId }, include: { teams: { orderBy: { position: "asc" } } } });
    expect(readSmfBattleDetails(battle.details)).toMatchObject({ scenarioChoice: null, specialEventChoice: "civilians" });
    expect(battle.teams.map((t) => t.teamId)).toEqual([world.a.team.id, world.b.team.id]);
    expect((battle.teams[0]!.lineUp as Array<{ name: string }>).map((m) => m.name)).toEqual(["White Rhino", "Deadeye", "Bug-Man"]);
  });

  test("set-up: a team plays when anyone of it is fielded; a team listed with nobody fielded, or only a 'plays' field, is left out", async () => {
    const world = await twoTeamCampaign();
    const c = await teamWithSamples(world.campaign.id, world.organiser, "Third Wheel", VILLAINS);
    // Night Shift's "teamId" is not posted and Iron Syndicate's is posted with nobody ticked: the ticked characters decide.
    const fields: Array<[string, string]> = [
      ["campaignId", world.campaign.id],
      [`fielded:${world.a.team.id}`, world.a.ids["Deadeye"]!],
      ["teamId", world.b.team.id],
      [`fielded:${c.team.id}`, c.ids["Craniak"]!],
    ];
    const created = await createBattle(world.access.alice, createBattleSchema.parse(createBattleFromForm(form(fields))));
    expect(created).toMatchObject({ ok: true, issue: 1 });
    if (!created.ok) return;
    const teams = await db.battleTeam.findMany({ where: { battleId: created.battleId }, orderBy: { position: "asc" }, select: { teamId: true } });
    expect(teams.map((t) => t.teamId)).toEqual([world.a.team.id, c.team.id]);
  });

  test("set-up service: the same rule for a caller that lists a team fielding nobody", async () => {
    const world = await twoTeamCampaign();
    const c = await teamWithSamples(world.campaign.id, world.organiser, "Third Wheel", VILLAINS);
    const created = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: [world.a.ids["Deadeye"]!] },
        { teamId: world.b.team.id, fieldedIds: [] },
        { teamId: c.team.id, fieldedIds: [c.ids["Craniak"]!] },
      ],
    });
    expect(created).toMatchObject({ ok: true });
    if (!created.ok) return;
    const teams = await db.battleTeam.findMany({ where: { battleId: created.battleId }, orderBy: { position: "asc" }, select: { teamId: true } });
    expect(teams.map((t) => t.teamId)).toEqual([world.a.team.id, c.team.id]);
    expect(
      await createBattle(world.access.bob, {
        teams: [
          { teamId: world.b.team.id, fieldedIds: [world.b.ids["Craniak"]!] },
          { teamId: world.a.team.id, fieldedIds: [] },
        ],
      }),
    ).toEqual({ ok: false, code: "too-few-teams", message: "Pick two or more teams to play." });
  });

  test("set-up page: a five-character roster starts with a legal line-up (Ruling R4), both teams ticked, and submits as it stands", async () => {
    const world = await twoTeamCampaign();
    const craniak = await addSample(world.a.team.id, "Craniak", 4);
    const teams = await loadSetUp(world.campaign.id, world.alice.id);
    expect(teams.map((t) => [t.name, t.fieldedByDefault.length])).toEqual([
      ["Night Shift", 4],
      ["Iron Syndicate", 4],
    ]);
    expect(teams[0]!.fieldedByDefault).not.toContain(craniak);
    const html = await render(SetUpForm, { campaignId: world.campaign.id, teams });
    expect(decode(html)).toContain("Line-up weight 4 of 4 · 4 of 6 characters");
    expect(decode(html)).not.toContain("Pick two or more teams");

    const created = await createBattle(world.access.alice, createBattleSchema.parse(createBattleFromForm(form(submitted(html)))));
    expect(created).toMatchObject({ ok: true, issue: 1 });
    if (!created.ok) return;
    const battle = await db.battle.findUniqueOrThrow({ where: { id: created.battleId }, include: { teams: { orderBy: { position: "asc" } } } });
    expect(battle.teams.map((t) => (t.lineUp as Array<{ name: string }>).map((m) => m.name))).toEqual([
      ["White Rhino", "Deadeye", "Tornado", "Bug-Man"],
      ["The Commander", "Craniak", "Shatterer", "Prof. Weird"],
    ]);
  });

  test("set-up: an over-weight line-up is refused with the message the page shows as it is ticked (Ruling R4)", async () => {
    const world = await twoTeamCampaign();
    const craniak = await addSample(world.a.team.id, "Craniak", 4);
    const refused = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: [...Object.values(world.a.ids), craniak] },
        { teamId: world.b.team.id, fieldedIds: [world.b.ids["Craniak"]!] },
      ],
    });
    const message = "Night Shift: The line-up weighs 5 standard characters; the limit is 4. (rule: ruling R4)";
    expect(refused).toMatchObject({ ok: false, code: "illegal-line-up", problems: [{ teamId: world.a.team.id, message }] });
    const [setUp] = await loadSetUp(world.campaign.id, world.alice.id);
    // The page shows the same words with the rule beside them (RuleRef): put back together, the server's message.
    expect(
      lineUpProblems(
        setUp!.name,
        setUp!.characters.map((c) => c.character),
      ).map(problemText),
    ).toEqual([message]);
    expect(await db.battle.count({ where: { campaignId: world.campaign.id } })).toBe(0);
  });

  test("pre-battle choices: the subplot preference, chase sixes and a curse lifted with story points reach the rules", async () => {
    const world = await twoTeamCampaign();
    await setState(world.a.ids["Deadeye"]!, { curses: 1 });
    const created = await setUpBattle(world);
    const input = preBattleChoicesSchema.parse(
      preBattleChoicesFromForm(
        form([
          ["battleId", created.battleId],
          ["teamId", world.a.team.id],
          [`subplot:${world.a.team.id}`, "science"],
          [`subplot:${world.a.team.id}`, "investigation"],
          [`subplot:${world.a.team.id}`, ""],
          [`chaseSixes:${world.a.team.id}`, "on"],
          [`curseLifts:${world.a.team.id}:${world.a.ids["Deadeye"]}`, "1"],
          ["teamId", world.b.team.id],
          [`subplot:${world.b.team.id}`, ""],
        ]),
      ),
    );
    const locked = await lockPreBattleChoices(world.access.alice, created.battleId, toPreBattleChoices(input.teams));
    expect(locked.ok).toBe(true);
    expect(await rollToDecision(world.access.alice, created.battleId, 3)).toEqual({ kind: "reporting" });

    const battle = (await loadBattle(created.battleId))!;
    const card = battle.data.preBattle!.teams.find((t) => t.teamId === world.a.team.id)!;
    expect(card.curseLiftsWithStoryPoints?.summary).toContain("Deadeye");
    expect(battle.data.preBattle!.changes.ledger.filter((e) => e.teamId === world.a.team.id).map((e) => [e.reason, e.delta, e.characterId])).toEqual([
      ["curse-lift", -1, world.a.ids["Deadeye"]],
    ]);
    expect(battle.data.preBattleChoices).toEqual([
      { teamId: world.a.team.id, subplotPreference: ["science", "investigation"], chaseSixes: true, curseLiftsWithStoryPoints: [world.a.ids["Deadeye"]] },
      { teamId: world.b.team.id },
    ]);
  });

  test("report, bump picks with chosen rows and a guest star: the forms carry the battle to resolved", async () => {
    const world = await twoTeamCampaign({ advancement: "CHOSEN" });
    // 4 SP more earned: the win's 2 SP crosses the 5 SP milestone.
    await db.storyPointEntry.create({
      data: {
        teamId: world.a.team.id,
        campaignId: world.campaign.id,
        currency: "story-points",
        delta: 4,
        reason: "CORRECTION",
        note: "test",
        actorName: "test",
        idempotencyKey: key(),
      },
    });
    const { battleId } = await battleToReport(world);
    const craniak = world.b.ids["Craniak"]!;

    const report = reportBattleSchema.parse(
      reportFromForm(
        form([
          ["battleId", battleId],
          ...lineUpFields(world.a.team.id, world.a.ids),
          ...lineUpFields(world.b.team.id, world.b.ids),
          ["winner", world.a.team.id],
          [`ko:${craniak}`, "body"],
          [`harm:${craniak}`, "1"],
          [`hero:${craniak}`, "no"],
        ]),
      ),
    );
    const reported = await reportBattle(world.access.alice, battleId, { teams: report.teams });
    expect(reported.ok).toBe(true);
    expect((await loadBattle(battleId))!.data.report!.teams[1]!.knockedOut).toEqual([{ characterId: craniak, track: "body", furtherHarm: 1, isPutDownByHero: false }]);

    // Rooftop Rumble's Media Blitz asks who rolls; the defaults (the rules' suggestion) will do here.
    expect(await rollToDecision(world.access.alice, battleId, 21)).toEqual({ kind: "needs-decision", step: "scenario-special" });
    const special = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", battleId],
          ["step", "scenario-special"],
          ["mode", "defaults"],
        ]),
      ),
    );
    expect((await choosePostBattle(world.access.alice, battleId, "scenario-special", postBattleChoicesPatch(special))).ok).toBe(true);
    expect(await rollToDecision(world.access.alice, battleId, 25)).toEqual({ kind: "needs-decision", step: "bumps" });
    const team = (await loadBattle(battleId))!.data.postBattleState!.teams.find((t) => t.teamId === world.a.team.id)!;
    const picks = suggestBumpAllocation(team, 1, true);
    const bumpFields: Array<[string, string]> = picks.flatMap((p, i): Array<[string, string]> => [
      [`bumpCharacter:${world.a.team.id}:${i}`, p.characterId],
      [`bumpTable:${world.a.team.id}:${i}`, p.table === "weird" ? "weird" : `${p.table}:${p.row}`],
    ]);
    const bumps = postBattleChoicesSchema.parse(postBattleChoicesFromForm(form([["battleId", battleId], ["step", "bumps"], ["bumpTeamId", world.a.team.id], ...bumpFields])));
    const chosen = await choosePostBattle(world.access.alice, battleId, "bumps", postBattleChoicesPatch(bumps));
    expect(chosen.ok).toBe(true);

    expect(await rollToDecision(world.access.alice, battleId, 31)).toEqual({ kind: "needs-decision", step: "special-guest-stars" });
    const spends = postBattleChoicesSchema.parse(
      postBattleChoicesFromForm(
        form([
          ["battleId", battleId],
          ["step", "special-guest-stars"],
          ["spendTeamId", world.a.team.id],
          [`guestStars:${world.a.team.id}`, "1"],
          ["spendTeamId", world.b.team.id],
          [`guestStars:${world.b.team.id}`, "0"],
        ]),
      ),
    );
    const spent = await choosePostBattle(world.access.alice, battleId, "special-guest-stars", postBattleChoicesPatch(spends));
    expect(spent.ok && spent.progress).toEqual({ kind: "finished", status: "RESOLVED" });

    const row = await db.team.findUniqueOrThrow({ where: { id: world.a.team.id }, select: { state: true } });
    expect(readCounters(row.state).guestStarsPending).toBe(1);
    const guestStar = await db.storyPointEntry.findMany({ where: { teamId: world.a.team.id, reason: "GUEST_STAR" } });
    expect(guestStar.map((e) => e.delta)).toEqual([-2]);
    for (const pick of picks) {
      const character = await db.character.findUniqueOrThrow({ where: { id: pick.characterId }, select: { state: true } });
      const taken = (character.state as unknown as CharacterCampaignState).bumps;
      expect(taken).toHaveLength(1);
      expect(taken[0]!.table).toBe(pick.table);
      if (pick.table !== "weird") expect(taken[0]!.row).toBe(pick.row);
    }
  });
});

type World = Awaited<ReturnType<typeof twoTeamCampaign>>;

/** A battle of both teams fielding everyone, at set-up. */
async function setUp(world: World, scenarioChoice: ScenarioId = "rooftop-rumble") {
  return (await setUpBattle(world, scenarioChoice)).battleId;
}

/** The pre-battle form as posted: both teams, with `fields` added. */
function preBattleForm(world: World, battleId: string, fields: Array<[string, string]>) {
  return preBattleChoicesSchema.safeParse(preBattleChoicesFromForm(form([["battleId", battleId], ["teamId", world.a.team.id], ["teamId", world.b.team.id], ...fields])));
}

async function formTeams(world: World, battleId: string) {
  const view = await getBattleView(world.access.alice, battleId);
  return loadPreBattleTeams(view!);
}

describe("pre-battle choices: curse lifts by magic, sidekicks, the guest-star roll", () => {
  test("only Mentalists and Sorcerers are offered as casters; the lift by magic replaces the team's subplot roll", async () => {
    const world = await twoTeamCampaign();
    const shatterer = world.b.ids["Shatterer"]!;
    await setState(shatterer, { curses: 1 });
    await setState(world.a.ids["Deadeye"]!, { curses: 1 });
    const battleId = await setUp(world);

    const [nightShift, syndicate] = await formTeams(world, battleId);
    expect(nightShift!.casters).toEqual([]);
    expect(syndicate!.casters.map((c) => c.name)).toEqual(["Craniak", "Prof. Weird"]);
    expect(syndicate!.cursed.map((c) => c.name)).toEqual(["Shatterer"]);

    const input = preBattleForm(world, battleId, [
      [`curseCaster:${world.b.team.id}`, world.b.ids["Craniak"]!],
      [`curseTarget:${world.b.team.id}`, shatterer],
    ]);
    expect(input.success).toBe(true);
    const locked = await lockPreBattleChoices(world.access.alice, battleId, toPreBattleChoices(input.data!.teams));
    expect(locked.ok).toBe(true);
    expect(await rollToDecision(world.access.alice, battleId, 5)).toEqual({ kind: "reporting" });

    const battle = (await loadBattle(battleId))!;
    expect(battle.data.preBattleChoices).toEqual([
      { teamId: world.a.team.id },
      { teamId: world.b.team.id, curseLiftByMagic: { casterId: world.b.ids["Craniak"], targetId: shatterer } },
    ]);
    const card = battle.data.preBattle!.teams.find((t) => t.teamId === world.b.team.id)!;
    expect(card.curseLiftByMagic).toMatchObject({ caster: { name: "Craniak" }, target: { name: "Shatterer" }, tn: 3 });
    expect(card.driver).toBeUndefined();
    expect(card.subplotCheck).toBeUndefined();
    expect(battle.data.preBattle!.teams.find((t) => t.teamId === world.a.team.id)!.subplotCheck).toBeDefined();
  });

  test.each([
    ["a caster who is neither a Mentalist nor a Sorcerer", "White Rhino", "Deadeye", "White Rhino is neither a Mentalist nor a Sorcerer and cannot lift a curse by magic."],
    ["a target with no curse", "Craniak", "White Rhino", "White Rhino has no curse to lift."],
  ])("refused, nothing locked: %s", async (_label, casterName, targetName, message) => {
    const world = await twoTeamCampaign();
    await setState(world.a.ids["Deadeye"]!, { curses: 1 });
    const battleId = await setUp(world);
    const ids = { ...world.a.ids, ...world.b.ids };
    // Craniak is on the other team: the Syndicate lifts for itself, so its target must be its own.
    const teamId = casterName === "Craniak" ? world.b.team.id : world.a.team.id;
    const targetId = casterName === "Craniak" ? world.b.ids["Shatterer"]! : ids[targetName]!;
    const input = preBattleForm(world, battleId, [
      [`curseCaster:${teamId}`, ids[casterName]!],
      [`curseTarget:${teamId}`, targetId],
    ]);
    const refused = await lockPreBattleChoices(world.access.alice, battleId, toPreBattleChoices(input.data!.teams));
    expect(refused).toMatchObject({ ok: false, code: "illegal-choices" });
    const expected = casterName === "Craniak" ? "Shatterer has no curse to lift." : message;
    expect(!refused.ok && refused.problems).toEqual([{ teamId, message: expected }]);
    expect((await loadBattle(battleId))!.row.status).toBe("SETUP");
  });

  test("a caster with no target is refused by the form before the rules", async () => {
    const world = await twoTeamCampaign();
    const battleId = await setUp(world);
    const input = preBattleForm(world, battleId, [[`curseCaster:${world.b.team.id}`, world.b.ids["Craniak"]!]]);
    expect(input.error?.issues.map((i) => i.message)).toEqual(["Pick whose curse the magic lifts."]);
  });

  test("an owner with a sidekick and a thrall is offered both; the one picked is the one that rolls to arrive", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    await addMinorPower(rhino, "servitor-sidekick");
    const kid = await addSidekickEntry(world.a.team.id, rhino, "Rhino Kid", "SIDEKICK");
    const thrall = await addSidekickEntry(world.a.team.id, rhino, "Pale Rhino", "THRALL");
    const battleId = await setUp(world);

    const [nightShift, syndicate] = await formTeams(world, battleId);
    expect(nightShift!.sidekicks).toEqual([
      {
        ownerId: rhino,
        ownerName: "White Rhino",
        entries: [
          { id: kid.id, name: "Rhino Kid" },
          { id: thrall.id, name: "Pale Rhino" },
        ],
        defaultId: kid.id,
      },
    ]);
    expect(syndicate!.sidekicks).toEqual([]);

    const input = preBattleForm(world, battleId, [[`sidekick:${world.a.team.id}:${rhino}`, thrall.id]]);
    const locked = await lockPreBattleChoices(world.access.alice, battleId, toPreBattleChoices(input.data!.teams));
    expect(locked.ok).toBe(true);
    await rollToDecision(world.access.alice, battleId, 9);
    const card = (await loadBattle(battleId))!.data.preBattle!.teams.find((t) => t.teamId === world.a.team.id)!;
    expect(card.sidekicks.map((s) => [s.owner?.name, s.sidekick?.name])).toEqual([["White Rhino", "Pale Rhino"]]);
  });

  test("a sidekick choice naming a character that is not the owner's sidekick is refused", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    await addMinorPower(rhino, "servitor-sidekick");
    await addSidekickEntry(world.a.team.id, rhino, "Rhino Kid", "SIDEKICK");
    await addSidekickEntry(world.a.team.id, rhino, "Pale Rhino", "THRALL");
    const battleId = await setUp(world);
    const input = preBattleForm(world, battleId, [[`sidekick:${world.a.team.id}:${rhino}`, world.a.ids["Deadeye"]!]]);
    const refused = await lockPreBattleChoices(world.access.alice, battleId, toPreBattleChoices(input.data!.teams));
    expect(refused).toMatchObject({ ok: false, code: "illegal-choices" });
    expect(!refused.ok && refused.problems).toEqual([{ teamId: world.a.team.id, message: "Deadeye is not a sidekick or thrall of White Rhino." }]);
  });

  test("Team-Up: the subplot dice committed to the guest-star roll come out of the team's pool", async () => {
    const world = await twoTeamCampaign();
    await db.team.update({ where: { id: world.a.team.id }, data: { state: { carriedSubplotDice: 2 } } });
    const battleId = await setUp(world, "team-up");
    const [nightShift] = await formTeams(world, battleId);
    expect(nightShift!.guestStar).toEqual({ maxSubplotDice: 2, carriedSubplotDice: 2, isScenarioRolled: false });

    const input = preBattleForm(world, battleId, [
      [`guestStarDice:${world.a.team.id}`, "2"],
      [`guestStarDice:${world.b.team.id}`, "0"],
    ]);
    expect(toPreBattleChoices(input.data!.teams)).toEqual([{ teamId: world.a.team.id, guestStar: { subplotDice: 2 } }, { teamId: world.b.team.id }]);
    const locked = await lockPreBattleChoices(world.access.alice, battleId, toPreBattleChoices(input.data!.teams));
    expect(locked.ok).toBe(true);
    await rollToDecision(world.access.alice, battleId, 13);
    const result = (await loadBattle(battleId))!.data.preBattle!;
    expect(result.guestStar!.entrants.map((e) => [e.teamName, e.subplotDiceSpent])).toEqual([
      ["Night Shift", 2],
      ["Iron Syndicate", 0],
    ]);
    const card = result.teams.find((t) => t.teamId === world.a.team.id)!;
    expect(card.guestStarSubplotDice).toBe(2);
    expect(card.subplotPool).toBe(card.earnedSubplotDice + card.carriedSubplotDice - 2);
  });

  test("no guest-star roll offered when another scenario is agreed", async () => {
    const world = await twoTeamCampaign();
    const battleId = await setUp(world, "rooftop-rumble");
    expect((await formTeams(world, battleId)).map((t) => t.guestStar)).toEqual([undefined, undefined]);
  });

  test("more subplot dice than the guest-star roll allows: refused by the form, and by the rules", async () => {
    const world = await twoTeamCampaign();
    const battleId = await setUp(world, "team-up");
    expect(preBattleForm(world, battleId, [[`guestStarDice:${world.a.team.id}`, "3"]]).error?.issues.map((i) => i.message)).toEqual([
      "Subplot dice on the guest-star roll: at most 2.",
    ]);
    const refused = await lockPreBattleChoices(world.access.alice, battleId, [{ teamId: world.a.team.id, guestStar: { subplotDice: 3 } }]);
    expect(refused).toMatchObject({ ok: false, code: "illegal-choices" });
    expect(!refused.ok && refused.problems?.map((p) => p.teamId)).toEqual([world.a.team.id]);
    expect((await loadBattle(battleId))!.row.status).toBe("SETUP");
  });
});

/** Set-up, empty pre-battle choices, seeded pre-battle dice, then `report`. */
async function reported(world: World, report: ReportBattleInput, scenario: Parameters<typeof setUp>[1] = "rooftop-rumble") {
  const battleId = await setUp(world, scenario);
  const locked = await lockPreBattleChoices(world.access.alice, battleId, []);
  if (!locked.ok) throw new Error(locked.message);
  expect(await rollToDecision(world.access.alice, battleId, 17)).toEqual({ kind: "reporting" });
  const result = await reportBattle(world.access.alice, battleId, report);
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.problems)}`);
  return { battleId, progress: result.progress };
}

/** A post-battle decision form as posted, through the schema to the service. */
async function decide(access: CampaignAccess, battleId: string, step: string, fields: Array<[string, string]>) {
  const parsed = postBattleChoicesSchema.safeParse(postBattleChoicesFromForm(form([["battleId", battleId], ["step", step], ["mode", "choose"], ...fields])));
  if (!parsed.success) throw new Error(parsed.error.message);
  return choosePostBattle(access, battleId, parsed.data.step, postBattleChoicesPatch(parsed.data));
}

/** Types dice for the injury step: misses everywhere (the foe dies), then 2 goals on the thrall's Chance roll. */
async function typeDeadlyInjuries(access: CampaignAccess, battleId: string): Promise<BattleProgress> {
  let progress = await progressOf(access, battleId);
  while (progress.kind === "needs-dice" && progress.stage.kind === "post-battle" && progress.stage.step === "injuries") {
    const face = progress.request.purpose === "thrall" ? "4" : "1";
    const result = await throwDice(access, battleId, { slot: slotOf(progress), requestKey: key(), source: "physical", faces: Array(progress.request.count).fill(face) });
    if (!result.ok) throw new Error(result.message);
    progress = result.progress;
  }
  return progress;
}

/** Rolls with seeded dice and confirms other decision steps with the defaults until `step` waits for a decision. */
async function playUntil(access: CampaignAccess, battleId: string, step: string, seed = 8): Promise<BattleProgress> {
  for (let i = 0; i < 20; i++) {
    const progress = await rollToDecision(access, battleId, seed + i * 10);
    if (progress.kind !== "needs-decision" || progress.step === step) return progress;
    const result = await choosePostBattle(access, battleId, progress.step, {});
    if (!result.ok) throw new Error(result.message);
  }
  throw new Error("playUntil did not settle");
}

describe("post-battle decisions: thralls, the scenario special, Magic Artifact upkeep", () => {
  test("a foe a Vampire KO'ed: the injury rolls wait for its thrall's power, and the thrall rises with it", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    const craniak = world.b.ids["Craniak"]!;
    await addMinorPower(rhino, "vampire");
    const { battleId, progress } = await reported(world, simpleReport(world, { vampireId: rhino, isPutDownByHero: false, furtherHarm: 2 }));
    expect(progress).toEqual({ kind: "needs-decision", step: "injuries" });

    const chosen = await decide(world.access.bob, battleId, "injuries", [[`thrallPower:${craniak}`, "flight"]]);
    expect(chosen.ok && chosen.progress).toMatchObject({ kind: "needs-dice", stage: { kind: "post-battle", step: "injuries" } });
    await typeDeadlyInjuries(world.access.alice, battleId);
    const battle = (await loadBattle(battleId))!;
    expect(battle.data.progress.choices.thrallPowers).toEqual({ [craniak]: "flight" });
    const thrall = battle.events.find((e) => e.kind === "thrall");
    expect(thrall).toMatchObject({ kind: "thrall", vampireId: rhino });
    expect(thrall!.summary).toContain("rises as a thrall, with flight");

    expect(await playOn(world.access.alice, battleId, seededDice(4))).toEqual({ kind: "finished", status: "RESOLVED" });
    const row = await db.character.findFirstOrThrow({ where: { teamId: world.a.team.id, kind: "THRALL" }, select: { name: true, build: true } });
    expect(row.name).toBe("Craniak (thrall)");
    expect((row.build as { powers: Array<{ power: string }> }).powers.map((p) => p.power)).toContain("flight");
  });

  test("no pause before the injury rolls when no Vampire KO'ed anyone", async () => {
    const world = await twoTeamCampaign();
    const { progress } = await reported(world, simpleReport(world));
    expect(progress).toMatchObject({ kind: "needs-dice", stage: { step: "injuries" } });
  });

  test("a thrall power the rules do not allow is refused and nothing is saved; an unknown one is refused by the form", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    const craniak = world.b.ids["Craniak"]!;
    await addMinorPower(rhino, "vampire");
    const { battleId } = await reported(world, simpleReport(world, { vampireId: rhino }));
    const refused = await decide(world.access.alice, battleId, "injuries", [[`thrallPower:${craniak}`, "magic-artifact"]]);
    expect(refused).toMatchObject({ ok: false, code: "illegal-choices" });
    expect(!refused.ok && refused.problems?.[0]?.message).toMatch(/^A thrall's power must be a minor other than .*; got Magic Artifact\. \(rule: book line 1037\)$/);
    expect((await loadBattle(battleId))!.data.progress).toEqual({ choices: {}, confirmedSteps: [] });
    expect(
      postBattleChoicesSchema.safeParse(
        postBattleChoicesFromForm(
          form([
            ["battleId", battleId],
            ["step", "injuries"],
            [`thrallPower:${craniak}`, "death-ray"],
          ]),
        ),
      ).success,
    ).toBe(false);
  });

  test("Media Blitz: the team's chosen member and category make the check; 'nobody' for the other team rolls nothing", async () => {
    const world = await twoTeamCampaign();
    const deadeye = world.a.ids["Deadeye"]!;
    const { battleId } = await reported(world, simpleReport(world));
    expect(await rollToDecision(world.access.alice, battleId, 2)).toEqual({ kind: "needs-decision", step: "scenario-special" });
    const chosen = await decide(world.access.alice, battleId, "scenario-special", [
      ["specialKind", "checks"],
      ["specialSlot", world.a.team.id],
      [`specialRoller:${world.a.team.id}`, deadeye],
      [`specialCategory:${world.a.team.id}`, "creative"],
      ["specialSlot", world.b.team.id],
      [`specialRoller:${world.b.team.id}`, ""],
      [`specialCategory:${world.b.team.id}`, "image"],
    ]);
    expect(chosen.ok && chosen.progress).toMatchObject({ kind: "needs-dice", stage: { step: "scenario-special" }, request: { characterId: deadeye } });
    await rollToDecision(world.access.alice, battleId, 3);
    const checks = (await loadBattle(battleId))!.events.filter((e) => e.kind === "special-check");
    expect(checks.map((e) => e.characterId)).toEqual([deadeye]);
    expect(checks[0]!.summary).toMatch(/^Media Blitz — Deadeye \(Creative/);
  });

  test.each([
    ["a category the special does not allow", "rooftop-rumble" as const, "Deadeye", "science", /^Media Blitz allows creative, image, resource, not science\.$/],
    ["a member of the losing team for Crossover", "team-up" as const, "Shatterer", "adventure", /^Shatterer may not make the Crossover! check/],
  ])("refused before anything is saved: %s", async (_label, scenario, name, category, message) => {
    const world = await twoTeamCampaign();
    const ids = { ...world.a.ids, ...world.b.ids };
    const slot = world.a.ids[name] ? world.a.team.id : world.b.team.id;
    const { battleId } = await reported(world, simpleReport(world), scenario);
    expect(await rollToDecision(world.access.alice, battleId, 2)).toEqual({ kind: "needs-decision", step: "scenario-special" });
    const refused = await decide(world.access.alice, battleId, "scenario-special", [
      ["specialKind", "checks"],
      ["specialSlot", slot],
      [`specialRoller:${slot}`, ids[name]!],
      [`specialCategory:${slot}`, category],
    ]);
    expect(refused).toMatchObject({ ok: false, code: "illegal-choices" });
    expect(!refused.ok && refused.problems?.map((p) => p.message), JSON.stringify(refused)).toEqual([expect.stringMatching(message)]);
    expect((await loadBattle(battleId))!.data.progress.confirmedSteps).toEqual([]);
  });

  test("Magic Artifact upkeep: the team declines it for its bearer, who pays nothing and arrives at round 3 next battle", async () => {
    const world = await twoTeamCampaign();
    const deadeye = world.a.ids["Deadeye"]!;
    await addMinorPower(deadeye, "magic-artifact");
    const { battleId } = await reported(world, simpleReport(world));
    const waiting = await playUntil(world.access.alice, battleId, "story-points");
    expect(waiting).toEqual({ kind: "needs-decision", step: "story-points" });

    const chosen = await decide(world.access.alice, battleId, "story-points", [[`upkeep:${deadeye}`, "decline"]]);
    expect(chosen.ok).toBe(true);
    expect(await playOn(world.access.alice, battleId, seededDice(9))).toEqual({ kind: "finished", status: "RESOLVED" });

    expect(await db.storyPointEntry.count({ where: { teamId: world.a.team.id, reason: "ARTIFACT_UPKEEP" } })).toBe(0);
    const team = await db.team.findUniqueOrThrow({ where: { id: world.a.team.id }, select: { state: true } });
    expect(readCounters(team.state).artifactUpkeepDeclined).toEqual([deadeye]);
    const row = await db.character.findUniqueOrThrow({ where: { id: deadeye }, select: { state: true } });
    expect((row.state as unknown as CharacterCampaignState).nextBattle.arrivesRound).toBe(3);
  });

  test("upkeep paid when the player keeps 'pay'; declining for someone who did not fight is refused", async () => {
    const world = await twoTeamCampaign();
    const deadeye = world.a.ids["Deadeye"]!;
    await addMinorPower(deadeye, "magic-artifact");
    const { battleId } = await reported(world, simpleReport(world));
    await playUntil(world.access.alice, battleId, "story-points");

    const refused = await decide(world.access.alice, battleId, "story-points", [
      [`upkeep:${deadeye}`, "pay"],
      ["upkeep:someone-else", "decline"],
    ]);
    expect(refused).toMatchObject({ ok: false, code: "illegal-choices" });
    expect(!refused.ok && refused.problems).toEqual([{ message: '"someone-else" did not fight, so there is no upkeep to decline.' }]);

    expect((await decide(world.access.alice, battleId, "story-points", [[`upkeep:${deadeye}`, "pay"]])).ok).toBe(true);
    await playOn(world.access.alice, battleId, seededDice(9));
    expect((await db.storyPointEntry.findMany({ where: { teamId: world.a.team.id, reason: "ARTIFACT_UPKEEP" } })).map((e) => e.delta)).toEqual([-1]);
  });
});

/** A rendered post-battle form, posted as shown with `changes`, through the schema to the service. */
async function postRendered(access: CampaignAccess, html: string, changes: Record<string, string> = {}) {
  const parsed = postBattleChoicesSchema.safeParse(postBattleChoicesFromForm(form(submitted(html, changes))));
  if (!parsed.success) throw new Error(parsed.error.message);
  return choosePostBattle(access, parsed.data.battleId, parsed.data.step, postBattleChoicesPatch(parsed.data));
}

const loaded = async (battleId: string): Promise<LoadedBattle> => (await loadBattle(battleId))!;

describe("the rendered battle forms, posted as a browser would", () => {
  test("pre-battle: a caster, a sidekick and guest-star dice picked on the rendered form reach the pre-battle; fields a team has no use for are not rendered", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    const craniak = world.b.ids["Craniak"]!;
    await setState(world.b.ids["Shatterer"]!, { curses: 1 });
    await addMinorPower(rhino, "servitor-sidekick");
    await addSidekickEntry(world.a.team.id, rhino, "Rhino Kid", "SIDEKICK");
    const thrall = await addSidekickEntry(world.a.team.id, rhino, "Pale Rhino", "THRALL");
    await db.team.update({ where: { id: world.a.team.id }, data: { state: { carriedSubplotDice: 1 } } });
    const battleId = await setUp(world, "team-up");

    const html = await render(PreBattleChoicesForm, { battleId, teams: await formTeams(world, battleId) });
    expect(html).not.toContain(`name="curseCaster:${world.a.team.id}"`);
    expect(html).not.toContain(`name="sidekick:${world.b.team.id}:`);
    const fields = submitted(html, { [`curseCaster:${world.b.team.id}`]: craniak, [`sidekick:${world.a.team.id}:${rhino}`]: thrall.id, [`guestStarDice:${world.a.team.id}`]: "1" });
    const input = preBattleChoicesSchema.parse(preBattleChoicesFromForm(form(fields)));
    expect(toPreBattleChoices(input.teams)).toEqual([
      { teamId: world.a.team.id, sidekickChoices: { [rhino]: thrall.id }, guestStar: { subplotDice: 1 } },
      { teamId: world.b.team.id, curseLiftByMagic: { casterId: craniak, targetId: world.b.ids["Shatterer"] } },
    ]);
    expect((await lockPreBattleChoices(world.access.alice, battleId, toPreBattleChoices(input.teams))).ok).toBe(true);
    await rollToDecision(world.access.alice, battleId, 19);

    const result = (await loaded(battleId)).data.preBattle!;
    const [nightShift, syndicate] = result.teams;
    expect(nightShift!.sidekicks.map((s) => s.sidekick?.name)).toEqual(["Pale Rhino"]);
    expect(nightShift!.guestStarSubplotDice).toBe(1);
    expect(syndicate!.curseLiftByMagic?.caster.name).toBe("Craniak");
  });

  test("report: the form opens with what the tracker recorded, and posted with only the winner chosen, reports those KOs", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    const [craniak, shatterer, deadeye] = [world.b.ids["Craniak"]!, world.b.ids["Shatterer"]!, world.a.ids["Deadeye"]!];
    await addMinorPower(rhino, "vampire");
    const { battleId } = await battleToReport(world);
    const taps = [
      [world.access.alice, { kind: "ko", characterId: craniak }],
      [world.access.bob, { kind: "ko", characterId: craniak, byCharacterId: rhino, isVampireMelee: true }],
      [world.access.alice, { kind: "ko", characterId: craniak, furtherHarm: 1 }],
      [world.access.bob, { kind: "ko", characterId: shatterer, track: "psyche" }],
      [world.access.alice, { kind: "ko", characterId: deadeye }],
      [world.access.alice, { kind: "recovered", characterId: deadeye }],
    ] as const;
    for (const [access, tap] of taps) expect((await trackBattle(access, battleId, key(), tap)).ok).toBe(true);

    const model = reportModel((await loadBattle(battleId))!);
    const { draft } = trackedDraft(model, await loadTrackedEntries(battleId));
    const html = await render(ReportForm, { battleId, model, draft });
    const report = reportBattleSchema.parse(reportFromForm(form(submitted(html, { winner: world.a.team.id }))));
    expect((await reportBattle(world.access.alice, battleId, { teams: report.teams })).ok).toBe(true);
    const stored = (await loadBattle(battleId))!.data.report!.teams;
    expect(stored[0]!.knockedOut).toEqual([]);
    expect(stored[1]!.knockedOut).toEqual([
      { characterId: craniak, track: "body", furtherHarm: 1, vampireId: rhino },
      { characterId: shatterer, track: "psyche", furtherHarm: 0 },
    ]);
  });

  test("report: the objectives tracked (fragments and their carriers, the Space God's communions) open in the form and are reported", async () => {
    const world = await twoTeamCampaign();
    const [rhino, deadeye, craniak] = [world.a.ids["White Rhino"]!, world.a.ids["Deadeye"]!, world.b.ids["Craniak"]!];
    const created = await createBattle(world.access.alice, {
      teams: [
        { teamId: world.a.team.id, fieldedIds: Object.values(world.a.ids) },
        { teamId: world.b.team.id, fieldedIds: Object.values(world.b.ids) },
      ],
      scenarioChoice: "seek-and-find",
      specialEventChoice: "toga-wearing-space-god",
    });
    if (!created.ok) throw new Error(created.message);
    const battleId = created.battleId;
    expect((await lockPreBattleChoices(world.access.alice, battleId, [])).ok).toBe(true);
    expect(await playOn(world.access.alice, battleId, seededDice(7))).toEqual({ kind: "reporting" });
    const taps = [
      { kind: "score", objective: "fragments", teamId: world.a.team.id, characterId: rhino },
      { kind: "score", objective: "fragments", teamId: world.a.team.id, characterId: deadeye },
      { kind: "score", objective: "fragments", teamId: world.b.team.id, characterId: craniak },
      { kind: "communion", characterId: craniak, goals: 2 },
      { kind: "communion", characterId: craniak, goals: 1 },
    ] as const;
    for (const tap of taps) expect((await trackBattle(world.access.bob, battleId, key(), tap)).ok).toBe(true);
    // Not this battle's: the scenario scores fragments, not rifts.
    expect(await trackBattle(world.access.bob, battleId, key(), { kind: "score", objective: "rift", teamId: world.a.team.id })).toMatchObject({ ok: false, code: "illegal-tap" });

    const model = reportModel((await loadBattle(battleId))!);
    const { draft } = trackedDraft(model, await loadTrackedEntries(battleId));
    const report = reportBattleSchema.parse(reportFromForm(form(submitted(await render(ReportForm, { battleId, model, draft }), { winner: world.a.team.id }))));
    expect((await reportBattle(world.access.alice, battleId, { teams: report.teams })).ok).toBe(true);
    const [nightShift, syndicate] = (await loadBattle(battleId))!.data.report!.teams;
    expect(nightShift).toMatchObject({ fragmentsCarriedOff: 2, fragmentCarrierIds: [rhino, deadeye] });
    expect(nightShift!.spaceGodCommunions).toBeUndefined();
    expect(syndicate).toMatchObject({ fragmentsCarriedOff: 1, fragmentCarrierIds: [craniak], spaceGodCommunions: [{ characterId: craniak, goals: 2 }] });
  });

  test("pre-battle: the rendered form posted untouched locks with no choices at all", async () => {
    const world = await twoTeamCampaign();
    const battleId = await setUp(world, "team-up");
    const input = preBattleChoicesSchema.parse(
      preBattleChoicesFromForm(form(submitted(await render(PreBattleChoicesForm, { battleId, teams: await formTeams(world, battleId) })))),
    );
    expect(toPreBattleChoices(input.teams)).toEqual([{ teamId: world.a.team.id }, { teamId: world.b.team.id }]);
  });

  test("post-battle: the thrall's power, Media Blitz as suggested and declined upkeep, each from its rendered form, carry the battle to resolved", async () => {
    const world = await twoTeamCampaign();
    const rhino = world.a.ids["White Rhino"]!;
    const craniak = world.b.ids["Craniak"]!;
    const deadeye = world.a.ids["Deadeye"]!;
    await addMinorPower(rhino, "vampire");
    await addMinorPower(deadeye, "magic-artifact");
    const { battleId, progress } = await reported(world, simpleReport(world, { vampireId: rhino, isPutDownByHero: false, furtherHarm: 2 }));
    expect(progress).toEqual({ kind: "needs-decision", step: "injuries" });

    const thralls = await render(ThrallPowersForm, { loaded: await loaded(battleId) });
    expect((await postRendered(world.access.bob, thralls, { [`thrallPower:${craniak}`]: "leaping" })).ok).toBe(true);
    expect(await typeDeadlyInjuries(world.access.alice, battleId)).toEqual({ kind: "needs-decision", step: "scenario-special" });

    // Craniak died and rose on Night Shift's side: the Syndicate's roller select no longer offers him.
    const special = await render(ScenarioSpecialForm, { loaded: await loaded(battleId) });
    const syndicateSlot = special.slice(special.indexOf(`name="specialRoller:${world.b.team.id}"`));
    expect(syndicateSlot.slice(0, syndicateSlot.indexOf("</select>"))).not.toContain(craniak);
    expect(special).toContain(`name="specialRoller:${world.a.team.id}"`);
    expect((await postRendered(world.access.alice, special)).ok).toBe(true);
    expect(await rollToDecision(world.access.alice, battleId, 50)).toEqual({ kind: "needs-decision", step: "story-points" });

    const upkeep = await render(ArtifactUpkeepForm, { loaded: await loaded(battleId) });
    expect((await postRendered(world.access.alice, upkeep, { [`upkeep:${deadeye}`]: "decline" })).ok).toBe(true);
    expect(await playOn(world.access.alice, battleId, seededDice(60))).toEqual({ kind: "finished", status: "RESOLVED" });

    const battle = await loaded(battleId);
    expect(battle.data.progress.choices.thrallPowers).toEqual({ [craniak]: "leaping" });
    expect(battle.events.filter((e) => e.kind === "special-check").map((e) => e.teamId)).toEqual(expect.arrayContaining([world.a.team.id]));
    expect(readCounters((await db.team.findUniqueOrThrow({ where: { id: world.a.team.id }, select: { state: true } })).state).artifactUpkeepDeclined).toEqual([deadeye]);
    const thrallRow = await db.character.findFirstOrThrow({ where: { teamId: world.a.team.id, kind: "THRALL" }, select: { build: true } });
    expect((thrallRow.build as { powers: Array<{ power: string }> }).powers.map((p) => p.power)).toContain("leaping");
  });

  test("post-battle: The March of Science asks each researcher; one who steps up, with the teammate and pool offered, rolls", async () => {
    const world = await twoTeamCampaign();
    const bugMan = world.a.ids["Bug-Man"]!;
    const { battleId } = await reported(world, simpleReport(world), "the-weapon");
    expect(await rollToDecision(world.access.alice, battleId, 2)).toEqual({ kind: "needs-decision", step: "scenario-special" });
    const html = await render(ScenarioSpecialForm, { loaded: await loaded(battleId) });
    // Science or Medicine backgrounds only; nobody is volunteered.
    const slots = [...html.matchAll(/name="specialSlot" value="([^"]+)"/g)].map(([, id]) => id);
    expect(slots.sort()).toEqual([world.a.ids["Bug-Man"], world.b.ids["The Commander"], world.b.ids["Craniak"]].sort());
    const chosen = await postRendered(world.access.alice, html, { [`specialRoller:${bugMan}`]: bugMan, [`pool:${bugMan}`]: "initiative" });
    expect(chosen.ok && chosen.progress).toMatchObject({ kind: "needs-dice", request: { characterId: bugMan } });
    const saved = (await loaded(battleId)).data.progress.choices.special!.checks!;
    expect(saved).toEqual([{ characterId: bugMan, category: "science", teammateId: world.a.ids["White Rhino"], pool: "initiative" }]);
  });

  test("post-battle: Power Switch offers each fragment carrier a swap of its minors; the swap picked is saved for a success", async () => {
    const world = await twoTeamCampaign();
    const deadeye = world.a.ids["Deadeye"]!;
    const report = simpleReport(world);
    report.teams[0] = { ...report.teams[0]!, fragmentsCarriedOff: 3, fragmentCarrierIds: [deadeye] };
    const { battleId } = await reported(world, report, "seek-and-find");
    expect(await rollToDecision(world.access.alice, battleId, 2)).toEqual({ kind: "needs-decision", step: "scenario-special" });
    const html = await render(ScenarioSpecialForm, { loaded: await loaded(battleId) });
    const from = html.slice(html.indexOf(`name="swapFrom:${deadeye}"`));
    expect([...from.slice(0, from.indexOf("</select>")).matchAll(/<option value="([^"]*)"/g)].map(([, v]) => v)).toEqual(["", "fortune", "iron-will"]);
    const chosen = await postRendered(world.access.alice, html, { [`swapFrom:${deadeye}`]: "fortune", [`swapTo:${deadeye}`]: "leaping" });
    expect(chosen.ok).toBe(true);
    expect((await loaded(battleId)).data.progress.choices.special!.checks).toEqual([
      { characterId: deadeye, category: expect.any(String), swap: { from: "fortune", to: "leaping" } },
    ]);
  });

  test("post-battle: A New Fastness renders the fortress choice for the winner; ticked, the winner takes its base", async () => {
    const world = await twoTeamCampaign();
    const { battleId } = await reported(world, simpleReport(world), "fortress-assault");
    expect(await rollToDecision(world.access.alice, battleId, 2)).toEqual({ kind: "needs-decision", step: "scenario-special" });
    const html = await render(ScenarioSpecialForm, { loaded: await loaded(battleId) });
    expect(html).toContain("Night Shift keeps the fortress as its base");
    expect((await postRendered(world.access.alice, html, { takeFortress: "on" })).ok).toBe(true);
    await playOn(world.access.alice, battleId, seededDice(6));
    expect(readCounters((await db.team.findUniqueOrThrow({ where: { id: world.a.team.id }, select: { state: true } })).state).base).toMatchObject({ wonInIssue: 1 });
  });
});
