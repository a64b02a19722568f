import { describe, expect, test } from "vitest";
import { cardRefusal } from "@/lib/games/supers-unlimited/actions/card-action-result";
import { addCard } from "@/lib/games/supers-unlimited/server/cards/add-card";
import { SU_CARD_KIND } from "@/lib/games/supers-unlimited/server/cards/card-row";
import { NOT_SU_TEAM_MESSAGE } from "@/lib/games/supers-unlimited/server/cards/check-card-for-team";
import { cardHasFoughtDeleteMessage, deleteCard } from "@/lib/games/supers-unlimited/server/cards/delete-card";
import { CARD_NOT_FOUND_MESSAGE, CARD_RETIRED_MESSAGE } from "@/lib/games/supers-unlimited/server/cards/find-team-card";
import { retireCard } from "@/lib/games/supers-unlimited/server/cards/retire-card";
import { cardHasFoughtMessage, updateCard } from "@/lib/games/supers-unlimited/server/cards/update-card";
import { loadSuTeamPage } from "@/lib/games/supers-unlimited/server/pages/load-team-page";
import { chooseLeader } from "@/lib/games/supers-unlimited/server/teams/choose-leader";
import { getPublicSuTeam } from "@/lib/games/supers-unlimited/server/teams/get-public-su-team";
import { ACE, blankCard, SU_CARD_VERSION, type SuCard } from "@/lib/rules/supers-unlimited";
import { authorizeTeam } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import { archiveTeam } from "@/lib/server/teams/archive-team";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { TEAM_ARCHIVED_MESSAGE } from "@/lib/server/teams/lock-team";
import { accessFor, addMember, createCampaignFor, createTeamFor } from "../factories";
import { addLegalCard, rosterSnapshot, suLeagueWithTeam } from "./su-factory";

const card = (patch: Partial<SuCard>): SuCard => ({ ...ACE, ...patch });
const field = (problems: readonly { field: string }[]) => problems.map((p) => p.field).sort();

describe("adding an SU card", () => {
  test("a legal card is saved as one su-card row, the card in build under the row's own id", async () => {
    const team = await suLeagueWithTeam();
    const result = await addCard(team.access, team.teamId, { ...ACE, id: "chosen-by-the-browser", name: "  Ace  " });
    expect(result).toMatchObject({ ok: true, card: { name: "Ace" } });
    const id = (result as { card: { id: string } }).card.id;
    const row = await db.character.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ teamId: team.teamId, kind: SU_CARD_KIND, name: "Ace", formatVersion: SU_CARD_VERSION, position: 0, hasFought: false, retiredAt: null });
    expect(row.build).toEqual({ ...ACE, id, name: "Ace" });
    expect(await db.activityEvent.count({ where: { campaignId: team.campaignId, kind: "CHARACTER_ADDED" } })).toBe(1);
  });

  test("a card breaking several rules is refused with every problem on its field, and nothing changes", async () => {
    const team = await suLeagueWithTeam();
    await addLegalCard(team, ACE);
    const before = await rosterSnapshot(team);
    const broken = {
      ...blankCard("x", ""),
      level: 11,
      attacks: [{ ...ACE, name: "Bash", trait: "fight", versus: null, type: "beam", range: null, bonusDice: 0, combatBonus: 0, effects: [] }],
    };
    const result = await addCard(team.access, team.teamId, broken);
    expect(result).toMatchObject({ ok: false, code: "illegal-card" });
    if (result.ok || !("problems" in result)) throw new Error("expected problems");
    expect(field(result.problems)).toEqual(["attacks[0].effects", "attacks[0].name", "attacks[0].range", "classes", "keywords.origins", "keywords.types", "level", "name"].sort());
    expect(result.message).toBe(`This card breaks ${result.problems.length} rules, so nothing was saved.`);
    expect(await rosterSnapshot(team)).toEqual(before);
  });

  test.each<[string, Partial<SuCard>, string, string]>([
    ["an unknown Talent (Ruling SU-R41)", { talents: ["Omnipotence", "Luck"] }, "unknown-talent", "talents[0]"],
    ["Level 0 (SU L380)", { level: 0 }, "invalid-level", "level"],
    ["Level 11 (SU L380)", { level: 11 }, "invalid-level", "level"],
  ])("%s is refused with its stable code on the form's answer, and nothing is saved", async (_label, patch, code, problemField) => {
    const team = await suLeagueWithTeam();
    const before = await rosterSnapshot(team);
    const result = await addCard(team.access, team.teamId, card({ name: "Odd", ...patch }));
    expect(result).toMatchObject({ ok: false, code: "illegal-card", problems: [{ code, field: problemField }] });
    if (result.ok) throw new Error("expected a refusal");
    const answer = cardRefusal(result);
    expect(answer).toMatchObject({ ok: false, problems: [{ code, field: problemField }] });
    expect(answer.ok ? [] : answer.fieldErrors?.[problemField]).toHaveLength(1);
    expect(await rosterSnapshot(team)).toEqual(before);
  });

  test("a card of the wrong shape is refused with each shape problem on its field", async () => {
    const team = await suLeagueWithTeam();
    const before = await rosterSnapshot(team);
    const result = await addCard(team.access, team.teamId, { ...ACE, level: "four", traits: { ...ACE.traits, aim: { dice: 2 } }, classes: ["plumber"] });
    expect(result).toMatchObject({ ok: false, code: "illegal-card" });
    expect(field((result as { problems: { field: string }[] }).problems)).toEqual(["classes[0]", "level", "traits.aim.resistance"]);
    expect(await rosterSnapshot(team)).toEqual(before);
  });

  test("a card that takes the team over the league's Levels budget is refused on its Level", async () => {
    // A small game: 15 Levels. Three Level-4 cards make 12; a fourth would make 16.
    const team = await suLeagueWithTeam({ gameSize: "small" });
    for (const name of ["One", "Two", "Three"]) await addLegalCard(team, card({ name }));
    const before = await rosterSnapshot(team);
    const result = await addCard(team.access, team.teamId, card({ name: "Four" }));
    expect(result).toMatchObject({ ok: false, problems: [{ code: "over-budget", field: "level", message: "With Four the team has 16 Levels; this game allows 15." }] });
    expect(await rosterSnapshot(team)).toEqual(before);
    // A Level-3 card fits exactly.
    expect(await addCard(team.access, team.teamId, card({ name: "Four", level: 3 }))).toMatchObject({ ok: true });
  });

  test("a card for a team of another game system is refused, and nothing changes", async () => {
    const { campaign, organiser } = await createCampaignFor();
    const smfTeam = await createTeamFor(campaign.id, organiser);
    const access = await accessFor(organiser.id, campaign.id);
    const result = await addCard(access, smfTeam.id, ACE);
    expect(result).toEqual({ ok: false, code: "not-su-team", message: NOT_SU_TEAM_MESSAGE });
    expect(await db.character.count({ where: { teamId: smfTeam.id } })).toBe(0);
  });

  test("an archived team's roster does not change", async () => {
    const team = await suLeagueWithTeam();
    const archived = await archiveTeam(team.access, team.teamId);
    expect(archived.ok).toBe(true);
    expect(await addCard(team.access, team.teamId, ACE)).toMatchObject({ ok: false, code: "team-archived", message: TEAM_ARCHIVED_MESSAGE });
  });
});

describe("changing, retiring and deleting an SU card", () => {
  test("a legal change is saved under the row's id, whatever id was posted", async () => {
    const team = await suLeagueWithTeam();
    const id = await addLegalCard(team, ACE);
    const result = await updateCard(team.access, team.teamId, id, card({ id: "someone-else", name: "Ace Prime", level: 5, abilities: ["Leadership"] }));
    expect(result).toEqual({ ok: true });
    const row = await db.character.findUniqueOrThrow({ where: { id } });
    expect(row.name).toBe("Ace Prime");
    expect(row.build).toMatchObject({ id, name: "Ace Prime", level: 5, abilities: ["Leadership"] });
  });

  test("an illegal change is refused with every problem on its field, and the card stays as it was", async () => {
    const team = await suLeagueWithTeam();
    const id = await addLegalCard(team, ACE);
    const before = await rosterSnapshot(team);
    const result = await updateCard(team.access, team.teamId, id, card({ power: 0, classes: ["trained", "trained"], movementTypes: ["sprint"], reach: 0 }));
    expect(result).toMatchObject({ ok: false, code: "illegal-card" });
    expect(field((result as { problems: { field: string }[] }).problems)).toEqual(["classes[1]", "movementTypes[0]", "power", "reach"]);
    expect(await rosterSnapshot(team)).toEqual(before);
  });

  test("the budget counts the card's new Level in place of its old one", async () => {
    const team = await suLeagueWithTeam({ gameSize: "small" });
    const ids = [await addLegalCard(team, card({ name: "One" })), await addLegalCard(team, card({ name: "Two" })), await addLegalCard(team, card({ name: "Three" }))];
    expect(await updateCard(team.access, team.teamId, ids[0]!, card({ name: "One", level: 7 }))).toEqual({ ok: true });
    expect(await updateCard(team.access, team.teamId, ids[1]!, card({ name: "Two", level: 5 }))).toMatchObject({ ok: false, problems: [{ code: "over-budget" }] });
  });

  test("a card that has fought is settled: it cannot change or be deleted, only retired", async () => {
    const team = await suLeagueWithTeam();
    const id = await addLegalCard(team, ACE);
    await db.character.update({ where: { id }, data: { hasFought: true } });
    const before = await rosterSnapshot(team);
    expect(await updateCard(team.access, team.teamId, id, card({ name: "Changed" }))).toEqual({ ok: false, code: "has-fought", message: cardHasFoughtMessage("Ace") });
    expect(await deleteCard(team.access, team.teamId, id)).toEqual({ ok: false, code: "has-fought", message: cardHasFoughtDeleteMessage("Ace") });
    expect(await rosterSnapshot(team)).toEqual(before);
    expect(await retireCard(team.access, team.teamId, id)).toEqual({ ok: true });
    expect((await db.character.findUniqueOrThrow({ where: { id } })).retiredAt).toEqual(expect.any(Date));
    expect(await updateCard(team.access, team.teamId, id, ACE)).toEqual({ ok: false, code: "card-retired", message: CARD_RETIRED_MESSAGE });
  });

  test("a draft card is deleted", async () => {
    const team = await suLeagueWithTeam();
    const id = await addLegalCard(team, ACE);
    expect(await deleteCard(team.access, team.teamId, id)).toEqual({ ok: true });
    expect(await db.character.findUnique({ where: { id } })).toBeNull();
  });

  test("another team's card is not found through this team (IDOR), and nothing changes", async () => {
    const mine = await suLeagueWithTeam();
    const theirs = await suLeagueWithTeam();
    const theirCard = await addLegalCard(theirs, ACE);
    const before = await rosterSnapshot(theirs);
    const notFound = { ok: false, code: "card-not-found", message: CARD_NOT_FOUND_MESSAGE };
    expect(await updateCard(mine.access, mine.teamId, theirCard, ACE)).toEqual(notFound);
    expect(await retireCard(mine.access, mine.teamId, theirCard)).toEqual(notFound);
    expect(await deleteCard(mine.access, mine.teamId, theirCard)).toEqual(notFound);
    expect(await rosterSnapshot(theirs)).toEqual(before);
  });
});

describe("who may change a league team's cards", () => {
  test.each([
    ["the team's owner", "owner", true],
    ["an organiser", "organiser", true],
    ["another player", "player", false],
    ["a viewer", "viewer", false],
  ] as const)("%s: %s", async (_label, who, isAllowed) => {
    const team = await suLeagueWithTeam();
    const userId = who === "owner" ? team.owner.id : who === "organiser" ? team.organiser.id : (await addMember(team.campaignId, who === "player" ? "PLAYER" : "VIEWER", who)).id;
    const result = await authorizeTeam(userId, team.teamId, "character:edit");
    expect(result.ok).toBe(isAllowed);
    // Anyone in the league may see the team.
    expect((await authorizeTeam(userId, team.teamId, "team:view")).ok).toBe(true);
  });
});

describe("the team page's verdict", () => {
  test("Levels against the budget, the Formation and kind of team, the leader, and every team problem; retired cards left out", async () => {
    const team = await suLeagueWithTeam({ gameSize: "small" });
    const retired = await addLegalCard(team, card({ name: "Gone", level: 3 }));
    await retireCard(team.access, team.teamId, retired);
    await addLegalCard(team, card({ name: "Ace" }));
    await addLegalCard(team, card({ name: "Brute", level: 6, alignment: "villain", faction: "Mob" }));
    await addLegalCard(team, card({ name: "Cog", level: 3, alignment: "villain", faction: null }));
    const page = await loadSuTeamPage(team.owner.id, team.campaignId, team.teamId);
    expect(page.onRoster.map((e) => e.card.name)).toEqual(["Ace", "Brute", "Cog"]);
    expect(page.verdict.summary).toMatchObject({ levels: 13, budget: 15, supers: 3, henchmen: 0, formations: ["super-force", "combined-team"] });
    expect(page.verdict.leader).toMatchObject({ kind: "leader", leader: { name: "Brute", level: 6 } });
    // Two Guest Stars where one is allowed, and a Hero among Villains: neither kind of team (shown, not blocked).
    expect(page.verdict.problems.map((p) => p.code)).toEqual(["faction-or-alignment"]);
    expect(page.team.vp).toBe(0);
  });

  test("a tie for leader waits for the owner's choice, which must be one of the tied", async () => {
    const team = await suLeagueWithTeam();
    const a = await addLegalCard(team, card({ name: "Ace" }));
    const b = await addLegalCard(team, card({ name: "Bolt" }));
    const c = await addLegalCard(team, card({ name: "Cub", level: 3 }));
    expect((await loadSuTeamPage(team.owner.id, team.campaignId, team.teamId)).verdict.leader).toMatchObject({ kind: "owner-chooses" });

    const before = await rosterSnapshot(team);
    expect(await chooseLeader(team.access, team.teamId, c)).toMatchObject({ ok: false, code: "not-a-candidate" });
    expect(await rosterSnapshot(team)).toEqual(before);

    expect(await chooseLeader(team.access, team.teamId, b)).toEqual({ ok: true, leader: { id: b, name: "Bolt" } });
    expect((await loadSuTeamPage(team.owner.id, team.campaignId, team.teamId)).verdict.leader).toMatchObject({ kind: "leader", leader: { id: b, name: "Bolt", level: 4 } });
    // The choice lapses when its card leaves the roster.
    await retireCard(team.access, team.teamId, b);
    expect((await loadSuTeamPage(team.owner.id, team.campaignId, team.teamId)).verdict.leader).toMatchObject({ kind: "leader", leader: { id: a, name: "Ace", level: 4 } });
  });
});

describe("the public team page", () => {
  test("shows the cards by their places, with no internal id anywhere", async () => {
    const team = await suLeagueWithTeam();
    const ids = [await addLegalCard(team, card({ name: "Ace" })), await addLegalCard(team, card({ name: "Bolt", level: 5 }))];
    const shared = await shareTeam(team.access, team.teamId);
    if (!shared.ok) throw new Error(shared.message);
    const page = await getPublicSuTeam(shared.token);
    expect(page?.roster.map((c) => [c.id, c.name])).toEqual([
      ["roster-1", "Ace"],
      ["roster-2", "Bolt"],
    ]);
    expect(page?.verdict.leader).toMatchObject({ kind: "leader", leader: { id: "roster-2" } });
    const text = JSON.stringify(page);
    for (const id of [...ids, team.teamId, team.campaignId, team.owner.id]) expect(text).not.toContain(id);
    expect(await getPublicSuTeam("not-a-token")).toBeNull();
  });
});
