import { describe, expect, test } from "vitest";
import { SU_TEAM_FILE_FORMAT } from "@/lib/games/supers-unlimited/export/team-file";
import { exportSuTeamFile } from "@/lib/games/supers-unlimited/server/export/export-team";
import { alreadyLeadsMessage, importSuTeam, invalidTeamFileMessage } from "@/lib/games/supers-unlimited/server/import/import-su-team";
import { chooseGimmickPool } from "@/lib/games/supers-unlimited/server/teams/choose-gimmick-pool";
import { chooseLeader } from "@/lib/games/supers-unlimited/server/teams/choose-leader";
import { getSuTeam } from "@/lib/games/supers-unlimited/server/teams/get-su-team";
import { retireCard } from "@/lib/games/supers-unlimited/server/cards/retire-card";
import { ACE } from "@/lib/rules/supers-unlimited";
import { db } from "@/lib/server/db";
import { accessFor, addMember } from "../factories";
import { addLegalCard, suLeagueWithTeam } from "./su-factory";

/** A league team with three cards (one retired) and a chosen leader among a tie, exported. */
async function exportedTeam() {
  const team = await suLeagueWithTeam();
  await addLegalCard(team, { ...ACE, name: "Ace" });
  const bolt = await addLegalCard(team, { ...ACE, name: "Bolt" });
  const gone = await addLegalCard(team, { ...ACE, name: "Gone", level: 3 });
  await retireCard(team.access, team.teamId, gone);
  expect((await chooseLeader(team.access, team.teamId, bolt)).ok).toBe(true);
  const { file, fileName } = await exportSuTeamFile(team.teamId);
  return { team, file, fileName, text: JSON.stringify(file) };
}

async function newcomer(campaignId: string) {
  const user = await addMember(campaignId, "PLAYER", "Nia Newcomer");
  return { user, access: await accessFor(user.id, campaignId) };
}

describe("a league team's file", () => {
  test("exports the cards on the roster by place, the leader by place, and no internal id", async () => {
    const { team, file, fileName } = await exportedTeam();
    expect(fileName).toBe("the-vigilantes.team.json");
    expect(file).toMatchObject({ format: SU_TEAM_FILE_FORMAT, version: 1, team: { name: "The Vigilantes", alignment: "HEROES", notes: "" }, leader: 1 });
    expect(file.cards.map((c) => [c.id, c.name])).toEqual([
      ["card-1", "Ace"],
      ["card-2", "Bolt"],
    ]);
    const ids = (await db.character.findMany({ where: { teamId: team.teamId }, select: { id: true } })).map((row) => row.id);
    for (const id of [...ids, team.teamId, team.campaignId]) expect(JSON.stringify(file)).not.toContain(id);
  });

  test("imports into another league as the importer's team: the same cards with new ids, the leader choice kept", async () => {
    const { text } = await exportedTeam();
    const other = await suLeagueWithTeam();
    const { user, access } = await newcomer(other.campaignId);
    const result = await importSuTeam(access, text);
    expect(result).toMatchObject({ ok: true, cardCount: 2, team: { name: "The Vigilantes" } });
    const teamId = (result as { team: { id: string } }).team.id;
    const imported = await getSuTeam(teamId);
    expect(imported.ownerId).toBe(user.id);
    expect(imported.roster.map(({ card }) => card.name)).toEqual(["Ace", "Bolt"]);
    for (const { card } of imported.roster) expect(card.id).toMatch(/^c[0-9a-f]{24}$/);
    expect(imported.leaderId).toBe(imported.roster[1]!.card.id);
    expect(imported.vp).toBe(0);
  });

  test("the Gimmick pool travels with its cards into another league with Gimmicks", async () => {
    const team = await suLeagueWithTeam({ useGimmicks: true });
    await addLegalCard(team, { ...ACE, name: "Ace" });
    const bolt = await addLegalCard(team, { ...ACE, name: "Bolt" });
    expect(await chooseGimmickPool(team.access, team.teamId, [{ cardId: bolt, class: "trained", gimmick: "tag-team" }])).toMatchObject({ ok: true });
    const { file } = await exportSuTeamFile(team.teamId);
    expect(file.gimmickPool).toEqual([{ card: 1, class: "trained", gimmick: "tag-team" }]);
    const other = await suLeagueWithTeam({ useGimmicks: true });
    const { access } = await newcomer(other.campaignId);
    const result = await importSuTeam(access, JSON.stringify(file));
    expect(result).toMatchObject({ ok: true });
    const imported = await getSuTeam((result as { team: { id: string } }).team.id);
    expect(imported.gimmickPool).toEqual([{ cardId: imported.roster[1]!.card.id, class: "trained", gimmick: "tag-team" }]);
  });

  test("a file with problems imports nothing and lists every one", async () => {
    const { file } = await exportedTeam();
    const other = await suLeagueWithTeam({ gameSize: "small" });
    const { access } = await newcomer(other.campaignId);
    const before = await Promise.all([db.team.count(), db.character.count(), db.activityEvent.count()]);
    const broken = {
      ...file,
      cards: [
        { ...file.cards[0], classes: [] },
        { ...file.cards[1], level: 10 },
        { ...file.cards[1], name: "Bolt Again", level: 3 },
      ],
    };
    const result = await importSuTeam(access, JSON.stringify(broken));
    const problems = ["Card 1 (Ace): A character has at least one Class.", "Card 3 (Bolt Again): With Bolt Again the team has 17 Levels; this game allows 15."];
    expect(result).toEqual({ ok: false, code: "invalid-file", message: invalidTeamFileMessage(2), problems });
    expect(await Promise.all([db.team.count(), db.character.count(), db.activityEvent.count()])).toEqual(before);
  });

  test("one who already leads a team here imports nothing", async () => {
    const { team, text } = await exportedTeam();
    const before = await db.team.count();
    expect(await importSuTeam(team.access, text)).toEqual({ ok: false, code: "already-has-team", message: alreadyLeadsMessage("The Vigilantes") });
    expect(await db.team.count()).toBe(before);
  });
});
