/**
 * The other game systems' part of the fuzz world: beside each SMF campaign, a campaign of each other
 * system with the same people in the same roles, its teams and a battle in play, so the fuzzer
 * reaches every system's actions with ids that exist (its own and another campaign's). Each game
 * writes its part in its own folder (lib/games/<game>/testing/fuzz-world.ts, exporting
 * `fuzzWorldAtTable`), collected here from the folders: a new game brings its part with it and
 * nothing lists the games. SMF's campaign is the table itself (fuzz-world.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { type CampaignAccess, displayName } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

export interface Person {
  id: string;
  email: string;
  name: string | null;
}

/** Who sits where: the SMF campaign's organiser, co-organiser, two players and a viewer. */
export interface Table {
  organiser: Person;
  coOrganiser: Person;
  alice: Person;
  bob: Person;
  viewer: Person;
}

/** A campaign of another system as the fuzzer needs it: its id, teams with their characters, a battle in play (for a game with battles). */
export interface SystemCampaign {
  campaignId: string;
  /** Its game system's id (the registry's). */
  gameSystem: string;
  teams: Array<{ id: string; characterIds: string[] }>;
  /** None for a game without battles (its play is sessions). */
  battleId?: string;
}

export async function campaignOf(table: Table, name: string, gameSystem: string, settings: object) {
  const seats: Array<[Person, CampaignRole]> = [
    [table.organiser, "ORGANISER"],
    [table.coOrganiser, "CO_ORGANISER"],
    [table.alice, "PLAYER"],
    [table.bob, "PLAYER"],
    [table.viewer, "VIEWER"],
  ];
  const campaign = await db.campaign.create({
    data: { name, gameSystem, settings: settings as never, memberships: { create: seats.map(([person, role]) => ({ userId: person.id, role })) } },
    select: { id: true, gameSystem: true, memberships: { select: { id: true, userId: true, role: true } } },
  });
  const access = (person: Person): CampaignAccess => {
    const membership = campaign.memberships.find((m) => m.userId === person.id)!;
    return { campaignId: campaign.id, membershipId: membership.id, userId: person.id, role: membership.role, actorName: displayName(person), gameSystem: campaign.gameSystem };
  };
  return { campaignId: campaign.id, gameSystem: campaign.gameSystem, access };
}

export async function teamOf<B extends { name: string }>(
  campaignId: string,
  owner: Person,
  name: string,
  kind: string,
  formatVersion: number,
  builds: readonly B[],
  /** The build as stored once its row exists (a card that carries its row's id); as given by default. */
  stored: (build: B, rowId: string) => object = (build) => build,
) {
  const team = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: displayName(owner), name, alignment: "HEROES" }, select: { id: true } });
  const characterIds: string[] = [];
  for (const [position, build] of builds.entries()) {
    const row = await db.character.create({ data: { teamId: team.id, position, name: build.name, kind, build: {}, state: {}, formatVersion }, select: { id: true } });
    await db.character.update({ where: { id: row.id }, data: { build: stored(build, row.id) as never } });
    characterIds.push(row.id);
  }
  return { id: team.id, characterIds };
}

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Where a game keeps its part of the fuzz world, inside its folder. */
const GAME_PART_FILE = path.join("testing", "fuzz-world.ts");

type GamePart = (table: Table, label: string) => Promise<SystemCampaign>;

/** Each game folder's part of the fuzz world, in the order of the folders' names. */
export async function gameParts(): Promise<Array<{ folder: string; atTable: GamePart }>> {
  const games = path.join(ROOT, "lib", "games");
  const parts: Array<{ folder: string; atTable: GamePart }> = [];
  for (const folder of readdirSync(games, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    const file = path.join(games, folder, GAME_PART_FILE);
    if (!existsSync(file)) continue;
    const { fuzzWorldAtTable } = (await import(file)) as { fuzzWorldAtTable?: GamePart };
    if (typeof fuzzWorldAtTable !== "function") throw new Error(`${path.relative(ROOT, file)} exports no fuzzWorldAtTable.`);
    parts.push({ folder, atTable: fuzzWorldAtTable });
  }
  return parts;
}

/** Every other system's campaign at `table`, one per game folder with a part. */
export async function otherSystemsAtTable(table: Table, label: string): Promise<SystemCampaign[]> {
  return Promise.all((await gameParts()).map((part) => part.atTable(table, label)));
}
