/**
 * A series' pages cost the same number of SQL statements whatever its size: a query per row (a
 * force, a figure, a battle, a die, a ledger line) would show as more statements for the large
 * series than the small one.
 */
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("@/lib/server/auth/current-user", () => import("../../../reliability/harness/session-double"));

import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { createVsgmrBattle } from "@/lib/games/vsgmr/server/battles/create-battle";
import { VSGMR_FIGURE_KIND } from "@/lib/games/vsgmr/force-form";
import { playSoloTurn } from "@/lib/games/vsgmr/server/battles/play-solo-turn";
import { resolveVsgmrBattle } from "@/lib/games/vsgmr/server/battles/resolve-battle";
import { rollBattleDice } from "@/lib/games/vsgmr/server/battles/roll-battle-dice";
import { loadVsgmrBattleList } from "@/lib/games/vsgmr/server/pages/load-battle-list";
import { loadVsgmrBattlePage } from "@/lib/games/vsgmr/server/pages/load-battle-page";
import { loadVsgmrJournal } from "@/lib/games/vsgmr/server/pages/load-journal";
import { loadVsgmrLedger } from "@/lib/games/vsgmr/server/pages/load-ledger";
import { loadPublicForce } from "@/lib/games/vsgmr/server/pages/load-public-team";
import { loadVsgmrTeamPage } from "@/lib/games/vsgmr/server/pages/load-team-page";
import { scriptedDice, seededDice } from "@/lib/rules/dice";
import { forceFromSampleArmy, sampleArmyById } from "@/lib/rules/vsgmr";
import { db } from "@/lib/server/db";
import { countQueries } from "@/lib/server/query-count";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { actAs } from "../../../reliability/harness/act-as";
import { forceOf, vsgmrSeries } from "./vsgmr-factory";

const OTHER_ARMIES = ["star-soldiers", "justice-team", "horror-film-survivors", "medieval-infantry"];

/**
 * A series of `forces` forces (Alice's Dwarves and Bob's Elves, then others), the Dwarves grown by
 * `extraFigures`, with `battles` resolved battles of the two, and a solo battle of the Dwarves with
 * `turns` enemy turns and as many table rolls.
 */
async function buildSeries({ forces, extraFigures, battles, turns }: { forces: number; extraFigures: number; battles: number; turns: number }) {
  const world = await vsgmrSeries();
  const dwarves = await forceOf(world.campaign.id, world.users.alice, "dwarves");
  const elves = await forceOf(world.campaign.id, world.users.bob, "elves");
  for (let f = 2; f < forces; f++) await forceOf(world.campaign.id, world.users.carol, OTHER_ARMIES[(f - 2) % OTHER_ARMIES.length]!);
  for (let b = 0; b < battles; b++) {
    const created = await createVsgmrBattle(world.access.alice, { scenarioId: "basic-game", teams: [{ teamId: dwarves.id }, { teamId: elves.id }] });
    if (!created.ok) throw new Error(created.message);
    const resolved = await resolveVsgmrBattle(world.access.alice, created.battleId, {
      endCondition: "rounds",
      sides: [
        { key: dwarves.id, defeatedHalves: 10 + b, outcome: "WON" },
        { key: elves.id, defeatedHalves: 4, outcome: "LOST" },
      ],
    });
    if (!resolved.ok) throw new Error(resolved.message);
  }
  const solo = await createVsgmrBattle(world.access.alice, {
    scenarioId: "outflanked",
    teams: [{ teamId: dwarves.id, role: "defender" }],
    solo: { sampleArmyId: "star-soldiers", role: "attacker" },
  });
  if (!solo.ok) throw new Error(solo.message);
  for (let t = 1; t <= turns; t++) {
    const turn = await playSoloTurn(
      world.access.alice,
      solo.battleId,
      { round: t, enemyFigures: 2, enemyHasDefeated: false, enemyWaiting: 0, requestKey: `${solo.battleId}:turn-${t}` },
      seededDice(t),
    );
    if (!turn.ok) throw new Error(turn.message);
    const roll = await rollBattleDice(
      world.access.alice,
      solo.battleId,
      { label: `Melee ${t}`, sides: 6, count: 2, requestKey: `${solo.battleId}:roll-${t}`, source: "app" },
      scriptedDice([3, 4]),
    );
    if (!roll.ok) throw new Error(roll.message);
  }
  // Grown after its battles, so the budgets above still hold.
  const guard = forceFromSampleArmy(sampleArmyById("dwarves")).figures.at(-1)!;
  await db.character.createMany({
    data: Array.from({ length: extraFigures }, (_, i) => ({
      teamId: dwarves.id,
      position: 100 + i,
      name: `Reserve ${i}`,
      kind: VSGMR_FIGURE_KIND,
      build: { ...guard, name: `Reserve ${i}` } as object,
      state: {},
      formatVersion: 1,
    })),
  });
  const share = await shareTeam(world.access.alice, dwarves.id);
  if (!share.ok) throw new Error("sharing refused");
  const alice = world.users.alice;
  return { campaignId: world.campaign.id, alice: { id: alice.id, email: alice.email, name: alice.name }, teamId: dwarves.id, battleId: solo.battleId, token: share.token };
}

type Series = Awaited<ReturnType<typeof buildSeries>>;

async function measure(s: Series) {
  actAs(s.alice);
  const count = async (load: () => Promise<unknown>) => (await countQueries(load)).count;
  return {
    "campaign page and standings": await count(() => loadDashboard(s.alice.id, s.campaignId)),
    "force page": await count(() => loadVsgmrTeamPage(s.alice.id, s.campaignId, s.teamId)),
    battles: await count(() => loadVsgmrBattleList(s.alice.id, s.campaignId)),
    "battle page": await count(() => loadVsgmrBattlePage(s.campaignId, s.battleId)),
    journal: await count(() => loadVsgmrJournal(s.alice.id, s.campaignId)),
    ledger: await count(() => loadVsgmrLedger(s.campaignId, s.teamId)),
    "public force": await count(() => loadPublicForce(s.token)),
  };
}

let small: Record<string, number>;
let large: Record<string, number>;

beforeAll(async () => {
  small = await measure(await buildSeries({ forces: 2, extraFigures: 0, battles: 1, turns: 1 }));
  large = await measure(await buildSeries({ forces: 6, extraFigures: 8, battles: 6, turns: 5 }));
}, 600_000);

describe("a series' pages", () => {
  test("cost the same number of statements for a small series and a large one", () => {
    expect(large).toEqual(small);
  });

  test("each is a handful of statements", () => {
    for (const [page, count] of Object.entries(large)) {
      expect(count, page).toBeGreaterThan(0);
      expect(count, page).toBeLessThanOrEqual(12);
    }
  });
});
