import { describe, expect, test } from "vitest";
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { changeHeroSheet } from "@/lib/games/shsa/server/heroes/change-sheet";
import { getPublicHero } from "@/lib/games/shsa/server/heroes/get-public-hero";
import { loadShsaHeroPage } from "@/lib/games/shsa/server/pages/load-hero-page";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { createTeam } from "@/lib/server/teams/create-team";
import { revokeTeamShare, shareTeam } from "@/lib/server/teams/team-public-link";
import { accessFor, addMember, createUser } from "../../factories";

async function sharedHero() {
  const organiser = await createUser({ name: "Olive Organiser" });
  const campaign = await db.campaign.create({ data: { name: "Metro City", gameSystem: shsa.id, settings: { ...SHSA_DEFAULT_SETTINGS } } });
  await db.membership.create({ data: { campaignId: campaign.id, userId: organiser.id, role: "ORGANISER" } });
  const alice = await addMember(campaign.id, "PLAYER", "Alice");
  const bob = await addMember(campaign.id, "PLAYER", "Bob");
  const access = { alice: await accessFor(alice.id, campaign.id), bob: await accessFor(bob.id, campaign.id) };
  const created = await createTeam(access.alice, shsa, { name: "Nightjar", notes: "" });
  if (!created.ok) throw new Error(created.message);
  const teamId = created.team.id;
  // A secret identity that two people know, and a high-tech base: neither is for a public link.
  await db.team.update({
    where: { id: teamId },
    data: {
      state: {
        v: 1,
        sheet: {
          ...(await loadShsaHeroPage(alice.id, campaign.id, teamId)).sheet,
          secretIdentity: { isSecret: true, knownBy: ["Aunt May", "The Commissioner"] },
          secretBase: { isHighTech: true },
        },
        history: [],
      } as unknown as Prisma.InputJsonValue,
    },
  });
  expect(await changeHeroSheet(access.alice, teamId, { requestKey: "vp", changes: [{ kind: "points", points: "vp", delta: 4, reason: "patrol" }] })).toMatchObject({ ok: true });
  return { campaignId: campaign.id, teamId, access, alice, bob };
}

describe("an SHSA hero's public sheet", () => {
  test("its player shares it; anyone with the link reads the sheet and condition, never who knows the identity nor the base; a withdrawn link reads nothing", async () => {
    const { campaignId, teamId, access, alice, bob } = await sharedHero();
    // Only the hero's player (or a runner) may share it: the page says so to each.
    expect(await loadShsaHeroPage(alice.id, campaignId, teamId)).toMatchObject({ canShare: true, share: { isShared: false, publicUrl: null } });
    expect(await loadShsaHeroPage(bob.id, campaignId, teamId)).toMatchObject({ canShare: false });
    const shared = await shareTeam(access.alice, teamId);
    if (!shared.ok) throw new Error("not shared");
    expect((await loadShsaHeroPage(alice.id, campaignId, teamId)).share).toMatchObject({ isShared: true, publicUrl: expect.stringContaining(shared.token) });

    const hero = await getPublicHero(shared.token);
    expect(hero).toMatchObject({ name: "Nightjar", isArchived: false, campaign: { name: "Metro City" }, condition: "well", sheet: { vp: 4, secretIdentity: { isSecret: true } } });
    expect(JSON.stringify(hero)).not.toContain("Aunt May");
    expect(Object.keys(hero!.sheet)).not.toContain("secretBase");
    expect(Object.keys(hero!)).not.toContain("history");

    expect(await revokeTeamShare(access.alice, teamId)).toMatchObject({ ok: true });
    expect(await getPublicHero(shared.token)).toBeNull();
    expect(await getPublicHero("not a token")).toBeNull();
  });
});
