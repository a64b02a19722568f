/**
 * The d20 series' rows of the authorization matrix (tests/reliability/fast/authz-actions.test.ts):
 * the design of its own verbs for every kind of caller, and of its actions. The matrix collects
 * them from this folder.
 */
import { expect } from "vitest";
import { D20_DEFAULT_SETTINGS, d20 } from "@/lib/games/d20";
import { readAdventureDetails } from "@/lib/games/d20/conflict-record";
import { DEFAULT_RANKS, readD20Hero } from "@/lib/games/d20/hero-sheet";
import { HERO_POINT_CURRENCY } from "@/lib/rules/d20";
import { startConflict } from "@/lib/games/d20/server/conflicts/conflicts";
import { awardD20HeroPoint, startD20Hazard } from "@/lib/games/d20/server/heroes/heroes";
import { db } from "@/lib/server/db";
import { formOf } from "@/tests/reliability/harness/act-as";
import { stageCampaign } from "@/tests/reliability/fast/authz-world";
import { cast, type MatrixRows, OK, requestKey, scenario } from "@/tests/reliability/harness/authz-matrix";

/** A campaign of the matrix turned into a d20 series (authorization reads only the stored game), with an adventure. */
async function d20Stage() {
  const stage = await stageCampaign(cast());
  await db.campaign.update({ where: { id: stage.campaignId }, data: { gameSystem: d20.id, settings: D20_DEFAULT_SETTINGS } });
  const organiser = { ...stage.access.organiser, gameSystem: d20.id };
  const session = await db.playSession.create({
    data: { campaignId: stage.campaignId, kind: "ADVENTURE", number: 1, title: "The vault", playedOn: new Date("2026-11-20T00:00:00Z"), createdByName: organiser.actorName },
    select: { id: true },
  });
  return { ...stage, organiser, sessionId: session.id };
}

/** The stage with a conflict started: the owner's hero (initiative 2 + 10) against a group of two thugs (2 + 12). */
async function conflictStage() {
  const stage = await d20Stage();
  const started = await startConflict(stage.organiser, stage.sessionId, {
    requestKey: requestKey(),
    name: "Vault fight",
    heroes: [stage.ownerTeam.id],
    foes: [{ name: "Thug", kind: "minion", count: 2, ranks: DEFAULT_RANKS }],
    source: "physical",
    faces: [10, 12],
  });
  if (!started.ok) throw new Error(started.message);
  return { ...stage, conflictId: started.conflictId };
}

async function details(sessionId: string) {
  return readAdventureDetails((await db.playSession.findUniqueOrThrow({ where: { id: sessionId }, select: { details: true } })).details);
}
async function heroOf(teamId: string) {
  return readD20Hero((await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { state: true } })).state);
}
async function balanceOf(teamId: string) {
  return (await db.storyPointEntry.aggregate({ where: { teamId, currency: HERO_POINT_CURRENCY }, _sum: { delta: true } }))._sum.delta ?? 0;
}

const ranksForm = { initiative: "3", dodge: "8", agility: "3", awareness: "2", toughness: "7", fortitude: "6", will: "5" };

export const AUTHZ_ROWS: MatrixRows = {
  // The d20 series' own verbs: organiser, co-organiser, player, viewer; on a hero the member plays, and on another's.
  verbs: {
    game: d20,
    expected: {
      "d20:run-conflict": "yy--",
      "d20:award-hero-point": "yy--",
      "d20:spend-hero-point": { owner: "yyy-", other: "yy--" },
      "d20:edit-hero": { owner: "yyy-", other: "yy--" },
    },
  },
  // Columns: anonymous, non-member, viewer, player, owner, organiser (the codes: tests/reliability/harness/authz-matrix.ts).
  expected: {
    // Running a conflict is the game master's (d20:run-conflict).
    startD20ConflictAction: "S N F F F Y",
    tapD20ConflictAction: "S N F F F Y",
    undoD20ConflictAction: "S N F F F Y",
    // Awards, injuries, rest and hazards: the game master (d20:award-hero-point).
    awardD20HeroPointAction: "S N F F F Y",
    startD20AdventurePointsAction: "S N F F F Y",
    recordD20InjuryAction: "S N F F F Y",
    restD20HeroAction: "S N F F F Y",
    startD20HazardAction: "S N F F F Y",
    stopD20HazardAction: "S N F F F Y",
    checkD20HazardAction: "S N F F F Y",
    fallD20HeroAction: "S N F F F Y",
    // A spend and the ranks: the hero's player or a runner.
    spendD20HeroPointAction: "S N F F Y Y",
    setD20RanksAction: "S N F F Y Y",
  },

  scenarios: {
    startD20ConflictAction: scenario({
      target: d20Stage,
      form: (stage) =>
        formOf({
          campaignId: stage.campaignId,
          sessionId: stage.sessionId,
          requestKey: requestKey(),
          name: "Bank job",
          heroes: [stage.ownerTeam.id],
          foe0Name: "Thug",
          foe0Kind: "minion",
          foe0Count: "3",
          foe0Initiative: "2",
          foe0Dodge: "4",
          foe0Agility: "1",
          foe0Awareness: "1",
          foe0Toughness: "4",
          source: "physical",
          faces: "10 12",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        const [conflict] = (await details(stage.sessionId)).conflicts;
        expect(conflict).toMatchObject({ name: "Bank job" });
        expect(conflict!.combatants.map((c) => c.name)).toEqual([stage.ownerTeam.name, "Thug 1", "Thug 2", "Thug 3"]);
        expect(await db.roll.count({ where: { campaignId: stage.campaignId, purpose: "d20-initiative" } })).toBe(2);
      },
    }),
    tapD20ConflictAction: scenario({
      target: conflictStage,
      form: (stage) =>
        formOf({
          campaignId: stage.campaignId,
          sessionId: stage.sessionId,
          conflictId: stage.conflictId,
          requestKey: requestKey(),
          tap: "resistance",
          combatantId: "c2",
          rank: "5",
          source: "physical",
          faces: "3",
        }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        // A minion takes the worst degree: d20 3 + 6 = 9 vs 20 fails, and a failed minion is out.
        const events = (await details(stage.sessionId)).conflicts[0]!.events;
        expect(events.at(-1)!.event).toMatchObject({ type: "damage-result", combatantId: "c2" });
      },
    }),
    undoD20ConflictAction: scenario({
      target: conflictStage,
      form: (stage) => formOf({ campaignId: stage.campaignId, sessionId: stage.sessionId, conflictId: stage.conflictId, requestKey: requestKey() }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await details(stage.sessionId)).conflicts[0]!.undone).not.toBeNull();
      },
    }),
    awardD20HeroPointAction: scenario({
      target: d20Stage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), reason: "defeat", note: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect(await balanceOf(stage.ownerTeam.id)).toBe(1);
      },
    }),
    startD20AdventurePointsAction: scenario({
      target: d20Stage,
      form: (stage) => formOf({ campaignId: stage.campaignId, sessionId: stage.sessionId }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        // D20-R3's default: each hero starts the adventure with 1 point.
        expect(await balanceOf(stage.ownerTeam.id)).toBe(1);
      },
    }),
    spendD20HeroPointAction: scenario({
      target: async () => {
        const stage = await d20Stage();
        const awarded = await awardD20HeroPoint(stage.organiser, stage.ownerTeam.id, { requestKey: requestKey(), reason: "complication", note: "" });
        if (!awarded.ok) throw new Error(awarded.message);
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), reason: "improve-roll", note: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect(await balanceOf(stage.ownerTeam.id)).toBe(0);
      },
    }),
    setD20RanksAction: scenario({
      target: d20Stage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), ...ranksForm }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).ranks).toEqual({ initiative: 3, dodge: 8, agility: 3, awareness: 2, toughness: 7, fortitude: 6, will: 5 });
      },
    }),
    recordD20InjuryAction: scenario({
      target: d20Stage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), text: "A cracked rib" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).injuries).toMatchObject([{ text: "A cracked rib" }]);
      },
    }),
    restD20HeroAction: scenario({
      target: async () => {
        const stage = await d20Stage();
        const hero = await heroOf(stage.ownerTeam.id);
        await db.team.update({ where: { id: stage.ownerTeam.id }, data: { state: { ...hero, damage: { penalty: 2, dazed: false, staggered: true, state: "active" } } } });
        return stage;
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), minutes: "2" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        // Staggered goes first, then one −1.
        expect((await heroOf(stage.ownerTeam.id)).damage).toEqual({ penalty: 1, dazed: false, staggered: false, state: "active" });
      },
    }),
    startD20HazardAction: scenario({
      target: d20Stage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), kind: "thirst", label: "Desert crossing", severity: "", rank: "" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).hazards).toMatchObject([{ label: "Desert crossing", state: { kind: "thirst", checks: 0 } }]);
      },
    }),
    stopD20HazardAction: scenario({
      target: async () => {
        const stage = await d20Stage();
        const key = requestKey();
        const started = await startD20Hazard(stage.organiser, stage.ownerTeam.id, { requestKey: key, kind: "hunger", label: "Lost at sea" });
        if (!started.ok) throw new Error(started.message);
        return { ...stage, hazardId: key };
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), hazardId: stage.hazardId }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        expect((await heroOf(stage.ownerTeam.id)).hazards).toEqual([]);
      },
    }),
    checkD20HazardAction: scenario({
      target: async () => {
        const stage = await d20Stage();
        const key = requestKey();
        const started = await startD20Hazard(stage.organiser, stage.ownerTeam.id, { requestKey: key, kind: "thirst", label: "Desert crossing" });
        if (!started.ok) throw new Error(started.message);
        return { ...stage, hazardId: key };
      },
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), hazardId: stage.hazardId, source: "physical", faces: "3" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        // 3 + Fortitude 6 = 9 against DC 10: a failure steps the fatigue track, and the next check is DC 11.
        expect((await heroOf(stage.ownerTeam.id)).hazards).toMatchObject([{ state: { kind: "thirst", checks: 1, fatigue: "fatigued" } }]);
        expect(await db.roll.count({ where: { campaignId: stage.campaignId, purpose: "d20-hazard-check" } })).toBe(1);
      },
    }),
    fallD20HeroAction: scenario({
      target: d20Stage,
      form: (stage) => formOf({ teamId: stage.ownerTeam.id, requestKey: requestKey(), distanceRank: "3", source: "physical", faces: "4" }),
      async allowed(stage, outcome) {
        expect(outcome).toMatchObject(OK);
        // Distance rank 3: damage rank 10, DC 25; 4 + Toughness 6 = 10 fails by three degrees (staggered, −1).
        expect((await heroOf(stage.ownerTeam.id)).damage).toMatchObject({ staggered: true, state: "active" });
        expect(await db.roll.count({ where: { campaignId: stage.campaignId, purpose: "d20-fall" } })).toBe(1);
      },
    }),
  },
};
