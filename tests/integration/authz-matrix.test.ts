import { beforeAll, describe, expect, test } from "vitest";
import { db } from "@/lib/server/db";
import { authorizeBattle, authorizeCampaign, authorizeMemberChange, authorizeTeam, authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { CAMPAIGN_ACTIONS, type CampaignAction, type GameVerbs, isTeamAction, UnknownVerbError } from "@/lib/authz/permissions";
import { gameSystem, listGameSystems } from "@/lib/games/registry";
import { gameRows, type VerbDesign, type VerbRows } from "../reliability/harness/authz-matrix";
import { addMember, createCampaignFor, createTeamFor, createUser } from "./factories";

/**
 * The specification of who may do what, written out independently of permissions.ts: the generic
 * verbs here, each game's own verbs in its folder (lib/games/<game>/testing/authz-rows.ts, `verbs`).
 * Columns: organiser, co-organiser, player, viewer. "y" allowed, "-" forbidden.
 * Team actions have two rows: on a team the member owns, and on someone else's team.
 */
const EXPECTED: Record<CampaignAction, string | { owner: string; other: string }> = {
  "campaign:view": "yyyy",
  "campaign:edit-settings": "yy--",
  "campaign:raise-goal": "yy--",
  "campaign:share-publicly": "yy--",
  "campaign:archive": "y---",
  "campaign:leave": "yyyy",
  "member:view": "yyyy",
  "member:change-role": "yy--",
  "member:remove": "yy--",
  "invite:view": "yy--",
  "invite:create": "yy--",
  "invite:revoke": "yy--",
  "activity:view": "yyyy",
  "team:view": "yyyy",
  "team:create": "yyy-",
  "team:edit": { owner: "yyy-", other: "yy--" },
  "team:archive": { owner: "yyy-", other: "yy--" },
  "team:share-publicly": { owner: "yyy-", other: "yy--" },
  "character:edit": { owner: "yyy-", other: "yy--" },
  "battle:view": "yyyy",
  "battle:create": "yyy-",
  "battle:play": { owner: "yyy-", other: "yy--" },
  "battle:play-team": { owner: "yyy-", other: "yy--" },
  "battle:confirm": { owner: "yyy-", other: "yy--" },
  "battle:cancel": { owner: "yyy-", other: "yy--" },
  "battle:cancel-after-dice": "yy--",
  "battle:undo": "yy--",
  "session:view": "yyyy",
  "session:record": "yy--",
  "session:undo": "yy--",
  "roll:view": "yyyy",
  "ledger:view": "yyyy",
  "ledger:spend": { owner: "yyy-", other: "yy--" },
  "ledger:correct": "yy--",
};

const ROLES = ["ORGANISER", "CO_ORGANISER", "PLAYER", "VIEWER"] as const;
type Role = (typeof ROLES)[number];

let campaignId: string;
const members = {} as Record<Role, { id: string }>;
const ownTeam = {} as Record<Role, string>;
let othersTeamId: string;
let foreignTeamId: string;
let outsiderId: string;
let formerMemberId: string;
let organiserUser: { id: string; name: string | null; email: string };

beforeAll(async () => {
  const { campaign, organiser } = await createCampaignFor();
  campaignId = campaign.id;
  members.ORGANISER = organiser;
  organiserUser = organiser;
  for (const role of ["CO_ORGANISER", "PLAYER", "VIEWER"] as const) members[role] = await addMember(campaignId, role);
  // A team each, even for the viewer: a player demoted to viewer keeps their team but may not edit it.
  for (const role of ROLES) ownTeam[role] = (await createTeamFor(campaignId, { id: members[role].id, name: role })).id;
  const otherPlayer = await addMember(campaignId, "PLAYER", "Other Player");
  othersTeamId = (await createTeamFor(campaignId, otherPlayer)).id;

  const elsewhere = await createCampaignFor();
  foreignTeamId = (await createTeamFor(elsewhere.campaign.id, elsewhere.organiser)).id;

  outsiderId = (await createUser({ name: "Outsider" })).id;
  const former = await addMember(campaignId, "PLAYER", "Former Player");
  await db.membership.updateMany({ where: { campaignId, userId: former.id }, data: { leftAt: new Date() } });
  formerMemberId = former.id;
});

function expectedFor(action: CampaignAction, role: Role, isOwner: boolean) {
  const row = EXPECTED[action];
  const grid = typeof row === "string" ? row : isOwner ? row.owner : row.other;
  return grid[ROLES.indexOf(role)] === "y" ? "allowed" : "forbidden";
}

async function outcome(promise: Promise<{ ok: true } | { ok: false; code: string }>) {
  const result = await promise;
  return result.ok ? "allowed" : result.code;
}

describe("every campaign action × every kind of visitor", () => {
  const campaignActions = CAMPAIGN_ACTIONS.filter((action) => !isTeamAction(action));
  const teamActions = CAMPAIGN_ACTIONS.filter((action) => isTeamAction(action));

  test("the specification covers exactly the actions in the permission table", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CAMPAIGN_ACTIONS].sort());
  });

  test.each(campaignActions)("%s: anonymous, outsiders and former members get not-found", async (action) => {
    for (const userId of [null, outsiderId, formerMemberId]) {
      expect(await outcome(authorizeCampaign(userId, campaignId, action))).toBe("not-found");
    }
    expect(await outcome(authorizeCampaign(members.ORGANISER.id, "no-such-campaign", action))).toBe("not-found");
  });

  test.each(campaignActions.flatMap((action) => ROLES.map((role) => [action, role] as const)))("%s as %s", async (action, role) => {
    expect(await outcome(authorizeCampaign(members[role].id, campaignId, action))).toBe(expectedFor(action, role, false));
  });

  test.each(teamActions)("%s: anonymous, outsiders, former members and unknown teams get not-found", async (action) => {
    for (const userId of [null, outsiderId, formerMemberId]) {
      expect(await outcome(authorizeTeam(userId, othersTeamId, action))).toBe("not-found");
    }
    expect(await outcome(authorizeTeam(members.ORGANISER.id, "no-such-team", action))).toBe("not-found");
  });

  test.each(teamActions.flatMap((action) => ROLES.flatMap((role) => [[action, role, true] as const, [action, role, false] as const])))(
    "%s as %s (owns the team: %s)",
    async (action, role, isOwner) => {
      const teamId = isOwner ? ownTeam[role] : othersTeamId;
      expect(await outcome(authorizeTeam(members[role].id, teamId, action))).toBe(expectedFor(action, role, isOwner));
    },
  );

  test.each(teamActions)("%s: a team of another campaign is not-found, even for this campaign's organiser (IDOR)", async (action) => {
    expect(await outcome(authorizeTeam(members.ORGANISER.id, foreignTeamId, action))).toBe("not-found");
  });
});

describe("roles an invite may hand out", () => {
  test.each([
    ["ORGANISER", "CO_ORGANISER", "allowed"],
    ["ORGANISER", "PLAYER", "allowed"],
    ["CO_ORGANISER", "CO_ORGANISER", "forbidden"],
    ["CO_ORGANISER", "PLAYER", "allowed"],
    ["CO_ORGANISER", "VIEWER", "allowed"],
    ["PLAYER", "VIEWER", "forbidden"],
  ] as const)("%s inviting a %s: %s", async (actor, role, expected) => {
    expect(await outcome(authorizeCampaign(members[actor].id, campaignId, "invite:create", { grantsRole: role }))).toBe(expected);
  });
});

describe("who may change or remove whom", () => {
  // Fresh targets per case: these checks do not write, but keep them independent of each other.
  test.each([
    // actor, target, change, expected
    ["ORGANISER", "ORGANISER", "remove", "allowed"],
    ["ORGANISER", "CO_ORGANISER", "remove", "allowed"],
    ["ORGANISER", "VIEWER", "remove", "allowed"],
    ["CO_ORGANISER", "ORGANISER", "remove", "forbidden"],
    ["CO_ORGANISER", "CO_ORGANISER", "remove", "forbidden"],
    ["CO_ORGANISER", "PLAYER", "remove", "allowed"],
    ["PLAYER", "VIEWER", "remove", "forbidden"],
    ["VIEWER", "PLAYER", "remove", "forbidden"],
    ["ORGANISER", "PLAYER", "ORGANISER", "allowed"],
    ["ORGANISER", "ORGANISER", "VIEWER", "allowed"],
    ["CO_ORGANISER", "PLAYER", "VIEWER", "allowed"],
    ["CO_ORGANISER", "VIEWER", "CO_ORGANISER", "forbidden"],
    ["CO_ORGANISER", "ORGANISER", "PLAYER", "forbidden"],
    ["PLAYER", "VIEWER", "PLAYER", "forbidden"],
    ["VIEWER", "VIEWER", "PLAYER", "forbidden"],
  ] as const)("%s → %s: %s is %s", async (actor, targetRole, change, expected) => {
    const target = await addMember(campaignId, targetRole);
    const result = await authorizeMemberChange(members[actor].id, campaignId, target.id, change === "remove" ? { kind: "remove" } : { kind: "change-role", role: change });
    expect(result.ok ? "allowed" : result.code).toBe(expected);
  });

  test.each([
    ["PLAYER", "VIEWER", "allowed"],
    ["CO_ORGANISER", "PLAYER", "allowed"],
    ["VIEWER", "PLAYER", "forbidden"],
    ["PLAYER", "CO_ORGANISER", "forbidden"],
  ] as const)("a %s changing their own role to %s: %s", async (role, newRole, expected) => {
    const self = await addMember(campaignId, role);
    expect(await outcome(authorizeMemberChange(self.id, campaignId, self.id, { kind: "change-role", role: newRole }))).toBe(expected);
  });

  test("removing oneself is refused (leaving is its own action)", async () => {
    expect(await outcome(authorizeMemberChange(members.ORGANISER.id, campaignId, members.ORGANISER.id, { kind: "remove" }))).toBe("forbidden");
  });

  test("outsiders, anonymous and targets who are not members get not-found", async () => {
    const anyTarget = members.PLAYER.id;
    expect(await outcome(authorizeMemberChange(null, campaignId, anyTarget, { kind: "remove" }))).toBe("not-found");
    expect(await outcome(authorizeMemberChange(outsiderId, campaignId, anyTarget, { kind: "remove" }))).toBe("not-found");
    expect(await outcome(authorizeMemberChange(members.ORGANISER.id, campaignId, outsiderId, { kind: "remove" }))).toBe("not-found");
    expect(await outcome(authorizeMemberChange(members.ORGANISER.id, campaignId, formerMemberId, { kind: "remove" }))).toBe("not-found");
  });
});

describe("team pages: the team must belong to the campaign in the address", () => {
  const isNotFound = (error: unknown) => error instanceof Error && "digest" in error && String(error.digest).endsWith(";404");

  test("the team's own campaign passes", async () => {
    const { team } = await authorizeTeamOrNotFound(members.PLAYER.id, campaignId, ownTeam.PLAYER, "character:edit");
    expect(team.id).toBe(ownTeam.PLAYER);
  });

  test("a team pasted under another campaign's address is 404, even for an organiser of both", async () => {
    const elsewhere = await createCampaignFor(organiserUser);
    await expect(authorizeTeamOrNotFound(members.ORGANISER.id, elsewhere.campaign.id, ownTeam.ORGANISER, "team:view")).rejects.toSatisfy(isNotFound);
  });

  test("another player's team is 404 for changes the player may not make", async () => {
    await expect(authorizeTeamOrNotFound(members.PLAYER.id, campaignId, othersTeamId, "character:edit")).rejects.toSatisfy(isNotFound);
    await expect(authorizeTeamOrNotFound(members.VIEWER.id, campaignId, ownTeam.VIEWER, "team:edit")).rejects.toSatisfy(isNotFound);
  });
});

// ---------------------------------------------------------------------------------------------
// Each game's own verbs (GameSystem.permissions), checked by the same functions on a campaign of
// that game, with the design written in the game's folder.

const GAME_VERB_ROWS: VerbRows[] = (await gameRows()).flatMap((source) => (source.rows.verbs ? [source.rows.verbs] : []));

/** Every registered game (the registry's, not the test-only ones). */
const REGISTERED: GameVerbs[] = listGameSystems().flatMap((listing) => {
  try {
    return [gameSystem(listing.id)];
  } catch {
    return []; // a game still to come: listed, not registered
  }
});

/** A campaign of `gameSystemId` with its default settings: started as the default game's, then turned into one of that game (authorization reads only the stored game). */
async function campaignOf(gameSystemId: string) {
  const created = await createCampaignFor();
  await db.campaign.update({ where: { id: created.campaign.id }, data: { gameSystem: gameSystemId, settings: gameSystem(gameSystemId).settings.defaults } });
  return created;
}

function verbExpected(design: VerbDesign, role: Role, isOwner: boolean) {
  const grid = typeof design === "string" ? design : isOwner ? design.owner : design.other;
  return grid[ROLES.indexOf(role)] === "y" ? "allowed" : "forbidden";
}

describe("each game's own verbs × every kind of member", () => {
  test("every verb a registered game declares has its design in the game's folder, and no design names a verb the game lacks", () => {
    for (const game of REGISTERED) {
      const declared = Object.keys(game.permissions?.verbs ?? {}).sort();
      const rows = GAME_VERB_ROWS.filter((row) => row.game.id === game.id);
      expect(rows.length, `${game.id}: verb rows`).toBe(declared.length > 0 ? 1 : 0);
      expect(Object.keys(rows[0]?.expected ?? {}).sort(), `${game.id}: the verbs with rows`).toEqual(declared);
    }
    expect(GAME_VERB_ROWS.length).toBeGreaterThan(0);
  });

  describe.each(GAME_VERB_ROWS.map((rows) => [rows.game.id, rows] as const))("%s", (_id, { game, expected }) => {
    let gameCampaignId: string;
    const gameMembers = {} as Record<Role, { id: string }>;
    const gameOwnTeam = {} as Record<Role, string>;
    let gameOthersTeamId: string;

    beforeAll(async () => {
      const { campaign, organiser } = await campaignOf(game.id);
      gameCampaignId = campaign.id;
      gameMembers.ORGANISER = organiser;
      for (const role of ["CO_ORGANISER", "PLAYER", "VIEWER"] as const) gameMembers[role] = await addMember(gameCampaignId, role);
      for (const role of ROLES) gameOwnTeam[role] = (await createTeamFor(gameCampaignId, { id: gameMembers[role].id, name: role })).id;
      gameOthersTeamId = (await createTeamFor(gameCampaignId, await addMember(gameCampaignId, "PLAYER", "Other Player"))).id;
    });

    const cells = Object.entries(expected).flatMap(([verb, design]) =>
      ROLES.flatMap((role) => (typeof design === "string" ? [[verb, role, false] as const] : [[verb, role, true] as const, [verb, role, false] as const])),
    );

    test.each(cells)("%s as %s (owns the team: %s)", async (verb, role, isOwner) => {
      const design = expected[verb]!;
      const answer =
        typeof design === "string"
          ? await outcome(authorizeCampaign(gameMembers[role].id, gameCampaignId, verb, { game }))
          : await outcome(authorizeTeam(gameMembers[role].id, isOwner ? gameOwnTeam[role] : gameOthersTeamId, verb, { game }));
      expect(answer).toBe(verbExpected(design, role, isOwner));
    });

    test("its verbs, asked of another game's campaign or team, answer not-found, even to that campaign's organiser", async () => {
      const other = REGISTERED.find((candidate) => candidate.id !== game.id)!;
      const { campaign, organiser } = await campaignOf(other.id);
      const team = await createTeamFor(campaign.id, organiser);
      for (const verb of Object.keys(expected)) {
        expect(await outcome(authorizeCampaign(organiser.id, campaign.id, verb, { game })), verb).toBe("not-found");
        expect(await outcome(authorizeTeam(organiser.id, team.id, verb, { game })), verb).toBe("not-found");
      }
    });

    test("its verbs without the game handed down, or with another game's table, are a programming error, not an answer", async () => {
      const other = REGISTERED.find((candidate) => candidate.id !== game.id)!;
      for (const verb of Object.keys(expected)) {
        await expect(authorizeCampaign(gameMembers.ORGANISER.id, gameCampaignId, verb as CampaignAction)).rejects.toThrow(UnknownVerbError);
        await expect(authorizeTeam(gameMembers.ORGANISER.id, gameOwnTeam.ORGANISER, verb, { game: other })).rejects.toThrow(UnknownVerbError);
        await expect(authorizeBattle(gameMembers.ORGANISER.id, "no-such-battle", verb, { game: other })).rejects.toThrow(UnknownVerbError);
      }
    });
  });
});
