import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ACE, type SuCard } from "@/lib/rules/supers-unlimited";
import { SU_DEFAULT_SETTINGS } from "../campaign-settings";
import { buildSuTeamFile, EMPTY_TEAM_FILE_MESSAGE, readSuTeamFile, SU_TEAM_FILE_FORMAT } from "./team-file";

const TEAM = { name: "The Vigilantes", alignment: "HEROES" as const, notes: "Night patrol" };
const cards: SuCard[] = [
  { ...ACE, id: "row-a", name: "Ace" },
  { ...ACE, id: "row-b", name: "Bolt", level: 5, abilities: ["Leadership"] },
];
const fileText = (patch: object = {}) => JSON.stringify({ ...buildSuTeamFile(TEAM, cards, "row-b", new Date("2026-11-26T12:00:00Z")), ...patch });

describe("a league team's file", () => {
  test("carries the team, its cards by place (no row id) and the leader by place", () => {
    const file = buildSuTeamFile(TEAM, cards, "row-b", new Date("2026-11-26T12:00:00Z"));
    expect(file).toMatchObject({ format: SU_TEAM_FILE_FORMAT, version: 1, exportedAt: "2026-11-26T12:00:00.000Z", team: TEAM, leader: 1 });
    expect(file.cards.map((c) => c.id)).toEqual(["card-1", "card-2"]);
    expect(JSON.stringify(file)).not.toContain("row-");
  });

  test("reads back into the same team and cards", () => {
    const reading = readSuTeamFile(fileText(), SU_DEFAULT_SETTINGS);
    expect(reading).toEqual({
      ok: true,
      plan: {
        team: TEAM,
        cards: cards.map((c, i) => ({ ...c, id: `card-${i + 1}` })),
        leader: 1,
        gimmickPool: [],
      },
    });
  });

  test("carries the Gimmick pool with each pick's card by place, read back against the league's rules", () => {
    const pool = [{ cardId: "row-b", class: "trained", gimmick: "tag-team" }] as const;
    const file = buildSuTeamFile(TEAM, cards, null, new Date("2026-11-26T12:00:00Z"), pool);
    expect(file.gimmickPool).toEqual([{ card: 1, class: "trained", gimmick: "tag-team" }]);
    const withGimmicks = { ...SU_DEFAULT_SETTINGS, useGimmicks: true };
    expect(readSuTeamFile(JSON.stringify(file), withGimmicks)).toMatchObject({ ok: true, plan: { gimmickPool: [{ cardId: "card-2", class: "trained", gimmick: "tag-team" }] } });
    // A league without Gimmicks refuses a file that brings a pool.
    expect(readSuTeamFile(JSON.stringify(file), { ...SU_DEFAULT_SETTINGS, useGimmicks: false })).toEqual({
      ok: false,
      problems: ["Gimmick pool: This game is played without Gimmicks, so the pool stays empty."],
    });
  });

  test.each([
    ["an empty text", "", [EMPTY_TEAM_FILE_MESSAGE]],
    ["not JSON", "{", ["The file is not JSON: choose the team file Longbox exported."]],
    ["another format", fileText({ format: "longbox.team" }), ["This is not a Supers Unlimited team file from Longbox."]],
    ["another version", fileText({ version: 2 }), ["This team file's version is not one Longbox reads (it reads version 1)."]],
    ["a leader past the last card", fileText({ leader: 5 }), ["The Team Leader the file names is not one of its cards."]],
  ])("refuses %s", (_label, text, problems) => {
    expect(readSuTeamFile(text, SU_DEFAULT_SETTINGS)).toEqual({ ok: false, problems });
  });

  test("lists every card's problems, each naming its card, and the budget counts the cards before it", () => {
    const broken = [
      { ...ACE, name: "Ace", classes: [] },
      { ...ACE, name: "Bolt", level: "x" },
      { ...ACE, name: "Titan", level: 10 },
      { ...ACE, name: "Zed", level: 10 },
    ];
    const reading = readSuTeamFile(fileText({ cards: broken, leader: null }), { ...SU_DEFAULT_SETTINGS, gameSize: "small" });
    expect(reading).toEqual({
      ok: false,
      problems: [
        "Card 1 (Ace): A character has at least one Class.",
        "Card 2: level: Enter the Level as a number.",
        "Card 4 (Zed): With Zed the team has 24 Levels; this game allows 15.",
      ],
    });
  });
});

describe("reading any text at all", () => {
  const isAnswer = (reading: ReturnType<typeof readSuTeamFile>) =>
    reading.ok ? reading.plan.cards.length >= 0 : reading.problems.length > 0 && reading.problems.every((p) => typeof p === "string");

  test("never throws, and a refusal always says why", () => {
    fc.assert(fc.property(fc.string(), (text) => isAnswer(readSuTeamFile(text, SU_DEFAULT_SETTINGS))));
    fc.assert(fc.property(fc.jsonValue(), (json) => isAnswer(readSuTeamFile(JSON.stringify(json), SU_DEFAULT_SETTINGS))));
  });

  test("a real file with any of its cards' values replaced still never throws", () => {
    const file = JSON.parse(fileText()) as { cards: Record<string, unknown>[] };
    const keys = Object.keys(file.cards[0]!);
    fc.assert(
      fc.property(fc.nat(1), fc.constantFrom(...keys), fc.jsonValue(), (card, key, value) => {
        const cardsCopy = file.cards.map((c, i) => (i === card ? { ...c, [key]: value } : c));
        return isAnswer(readSuTeamFile(JSON.stringify({ ...file, cards: cardsCopy }), SU_DEFAULT_SETTINGS));
      }),
    );
  });
});
