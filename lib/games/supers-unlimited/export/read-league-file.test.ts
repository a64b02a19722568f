import { describe, expect, test } from "vitest";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { SU_DEFAULT_SETTINGS } from "../campaign-settings";
import { buildSuLeagueFile, type SuLeagueFile, type SuLeagueSources } from "./league-file";
import { readSuLeagueFile } from "./read-league-file";

const at = new Date("2026-11-01T10:00:00.000Z");

/** A small league as its loader would read it: two teams, one resolved battle, its VP and a roll. */
function sources(): SuLeagueSources {
  const card = (id: string, name: string, level: number, position: number) => ({
    id,
    position,
    build: { ...member(name, level) },
    state: {},
    formatVersion: 1,
    retiredAt: null,
    hasFought: true,
    createdAt: at,
  });
  return {
    league: {
      name: "Elm Street League",
      settings: SU_DEFAULT_SETTINGS,
      reportConfirmation: "NONE",
      teamControl: "ANYONE",
      appDiceOnly: false,
      optionsLockedAt: at,
      archivedAt: null,
      finishedAt: null,
      winners: null,
      finishedByBattleId: null,
      createdAt: at,
    },
    members: [{ name: "Olive Organiser", role: "ORGANISER" }],
    teams: [
      {
        id: "rowTeamA000000000000000001",
        name: "Avengers",
        alignment: "HEROES",
        ownerName: "Ana",
        notes: "",
        state: {},
        archivedAt: null,
        createdAt: at,
        characters: [card("rowCardA000000000000000001", "Ace", 6, 0)],
      },
      {
        id: "rowTeamB000000000000000001",
        name: "Brood",
        alignment: "VILLAINS",
        ownerName: "Ben",
        notes: "",
        state: {},
        archivedAt: null,
        createdAt: at,
        characters: [card("rowCardB000000000000000001", "Brick", 8, 0)],
      },
    ],
    battles: [
      {
        id: "rowBattle0000000000000001",
        issue: 1,
        status: "RESOLVED",
        details: { v: 1, vp: { rowTeamA000000000000000001: 2 }, note: "rowTeamA000000000000000001 won" },
        snapshot: null,
        preBattleChoices: null,
        preBattle: null,
        report: null,
        postBattleChoices: {},
        postBattleStep: 0,
        postBattleState: null,
        applyCount: 1,
        createdByName: "Olive Organiser",
        createdAt: at,
        reportedByName: "Olive Organiser",
        reportedAt: at,
        confirmedByName: null,
        confirmedAt: null,
        resolvedAt: at,
        undoneByName: null,
        undoneAt: null,
        cancelledAt: null,
        teams: [
          { teamId: "rowTeamA000000000000000001", position: 0, teamName: "Avengers", ownerName: "Ana", lineUp: [{ characterId: "rowCardA000000000000000001" }], result: "WON" },
          { teamId: "rowTeamB000000000000000001", position: 1, teamName: "Brood", ownerName: "Ben", lineUp: [{ characterId: "rowCardB000000000000000001" }], result: "LOST" },
        ],
      },
    ],
    ledger: [
      {
        id: "rowEntry00000000000000001",
        teamId: "rowTeamA000000000000000001",
        currency: "vp",
        delta: 2,
        reason: "BATTLE_VP",
        note: "",
        battleId: "rowBattle0000000000000001",
        reversesEntryId: null,
        actorName: "Olive Organiser",
        createdAt: at,
      },
    ],
    rolls: [
      {
        sequence: 1,
        battleId: "rowBattle0000000000000001",
        slot: "set-up:deployment",
        purpose: "su-deployment",
        label: "Deployment",
        sides: 10,
        faces: [4],
        source: "APP",
        teamId: null,
        teamName: null,
        characterId: null,
        characterName: null,
        actorName: "Olive Organiser",
        createdAt: at,
      },
    ],
    activity: [{ kind: "CAMPAIGN_CREATED", summary: "Olive Organiser started the league.", actorName: "Olive Organiser", payload: { v: 1 }, createdAt: at }],
  };
}

const file = (): SuLeagueFile => JSON.parse(JSON.stringify(buildSuLeagueFile(sources(), at))) as SuLeagueFile;

function problemsOf(change: (file: SuLeagueFile & Record<string, unknown>) => void): string[] {
  const edited = file() as SuLeagueFile & Record<string, unknown>;
  change(edited);
  const reading = readSuLeagueFile(edited);
  return reading.ok ? [] : reading.problems;
}

describe("a league file", () => {
  test("names rows by file references, also inside text and keys, and reads back whole", () => {
    const built = file();
    expect(built.battles[0]!.details).toEqual({ v: 1, vp: { "team-1": 2 }, note: "team-1 won" });
    expect(built.battles[0]!.sides.map((side) => side.lineUp)).toEqual([[{ characterId: "card-1" }], [{ characterId: "card-2" }]]);
    expect(JSON.stringify(built)).not.toMatch(/row[A-Z]/);
    const reading = readSuLeagueFile(built);
    expect(reading).toMatchObject({ ok: true, warnings: [] });
    if (reading.ok) expect([...reading.cards.keys()]).toEqual(["card-1", "card-2"]);
  });

  test.each<[string, (f: SuLeagueFile & Record<string, unknown>) => void, string]>([
    ["another version", (f) => void ((f as { formatVersion: number }).formatVersion = 2), "formatVersion"],
    ["a field the format does not have", (f) => void (f.extra = 1), "extra"],
    ["a team without a name", (f) => void (f.teams[0]!.name = "  "), "teams[0].name"],
    ["a card its rules refuse", (f) => void ((f.teams[0]!.cards[0]!.card as { level: unknown }).level = "high"), "teams[0].cards[0].card.level"],
    ["a battle naming a team not in the file", (f) => void (f.battles[0]!.sides[1]!.team = "team-9"), "battles[0].sides[1].team: team-9 is not a team in the file"],
    ["the same team on both sides", (f) => void (f.battles[0]!.sides[1]!.team = "team-1"), "battles[0].sides[1].team: team-1 is on two sides"],
    ["an entry of a battle not in the file", (f) => void (f.ledger[0]!.battle = "battle-3"), "ledger[0].battle: battle-3 is not a battle in the file"],
    ["a reversal of an entry not in the file", (f) => void (f.ledger[0]!.reverses = "entry-4"), "ledger[0].reverses: entry-4 is not an entry in the file"],
    ["a roll naming a card not in the file", (f) => void (f.rolls[0]!.card = "card-8"), "rolls[0].card: card-8 is not a card in the file"],
    ["a face its die cannot show", (f) => void (f.rolls[0]!.faces = [11]), "rolls[0].faces: a face its D10 cannot show"],
    ["settings the league schema refuses", (f) => void ((f.league.settings as { gameSize: unknown }).gameSize = "huge"), "league.settings.gameSize"],
    ["a reference of the wrong kind", (f) => void (f.teams[1]!.ref = "card-2"), "teams[1].ref"],
  ])("refuses %s, naming where", (_label, change, expected) => {
    const problems = problemsOf(change);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toContain(expected);
  });
});
