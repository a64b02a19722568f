/**
 * A league's pages cost the same number of SQL statements whatever its size: a query per row
 * (a team, a card, a battle) would show as more statements for the large league than the small one.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { loadDashboard } from "@/app/(app)/campaigns/[campaignId]/_data/load-dashboard";
import { nextSetUpStep } from "@/lib/games/supers-unlimited/battles/set-up-steps";
import { readSuBattleDetails } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import type { SuLeagueSettings } from "@/lib/games/supers-unlimited/campaign-settings";
import { createSuBattle } from "@/lib/games/supers-unlimited/server/battles/create-su-battle";
import { suSetUpOptions } from "@/lib/games/supers-unlimited/server/battles/load-su-battle";
import { resolveSuBattle } from "@/lib/games/supers-unlimited/server/battles/resolve-su-battle";
import { rollSuSetUp } from "@/lib/games/supers-unlimited/server/battles/roll-su-set-up";
import { loadSuBattleList } from "@/lib/games/supers-unlimited/server/pages/load-battle-list";
import { loadSuBattlePage } from "@/lib/games/supers-unlimited/server/pages/load-battle-page";
import { loadSuJournal } from "@/lib/games/supers-unlimited/server/pages/load-journal";
import { loadPublicSuCampaign } from "@/lib/games/supers-unlimited/server/pages/load-public-campaign";
import { loadPublicSuTeam } from "@/lib/games/supers-unlimited/server/pages/load-public-team";
import { loadSuTeamPage } from "@/lib/games/supers-unlimited/server/pages/load-team-page";
import { seededDice } from "@/lib/rules/dice";
import { member } from "@/lib/rules/supers-unlimited/samples/test-members";
import { shareCampaign } from "@/lib/server/campaigns/campaign-public-link";
import { db } from "@/lib/server/db";
import { countQueries } from "@/lib/server/query-count";
import { shareTeam } from "@/lib/server/teams/team-public-link";
import { accessFor } from "../factories";
import { createSuLeague, createSuTeam } from "./su-factory";
import { supersUnlimited } from "@/lib/games/supers-unlimited";

/** A league of `teams` teams of `cards` cards (one Super and Henchmen), with `battles` resolved Slugfests between the first two. */
async function buildLeague({ teams, cards, battles }: { teams: number; cards: number; battles: number }) {
  const league = await createSuLeague({ useTerrainRoll: false, useSubplots: true, gameSize: "large" });
  const made = [];
  for (let t = 0; t < teams; t++) {
    const roster = [member(`Lead ${t}`, 10), ...Array.from({ length: cards - 1 }, (_, i) => member(`Goon ${t}-${i}`, 1))];
    made.push(await createSuTeam(league.campaignId, null, `Team ${t}`, roster));
  }
  const settings = readCampaignSettings<SuLeagueSettings>(
    supersUnlimited,
    await db.campaign.findUniqueOrThrow({ where: { id: league.campaignId }, select: { gameSystem: true, settings: true } }),
  );
  for (let b = 0; b < battles; b++) {
    const [a, z] = [made[0]!, made[1]!];
    const created = await createSuBattle(league.access, {
      teams: [
        { teamId: a.team.id, characterIds: a.characterIds },
        { teamId: z.team.id, characterIds: z.characterIds },
      ],
    });
    if (!created.ok) throw new Error(created.message);
    for (let i = 0; ; i++) {
      const row = await db.battle.findUniqueOrThrow({ where: { id: created.battleId }, select: { details: true, status: true } });
      const next = row.status === "SETUP" ? nextSetUpStep(suSetUpOptions(settings), readSuBattleDetails(row.details).setUp) : null;
      if (!next) break;
      const choice =
        next.step === "scenario"
          ? { scenarioId: "slugfest" as const }
          : next.step === "subplot-choice"
            ? { subplotId: "first-blood" as const }
            : next.step === "prize-choice"
              ? { prizeType: "might" as const }
              : {};
      const rolled = await rollSuSetUp(
        league.access,
        created.battleId,
        { step: next.step, requestKey: `q:${created.battleId}:${i}`, source: "app", choice },
        seededDice(1000 * b + i),
      );
      if (!rolled.ok) throw new Error(rolled.message);
    }
    const resolved = await resolveSuBattle(league.access, created.battleId, {
      models: [
        ...a.characterIds.map((id) => ({ characterId: id, state: "active" as const })),
        ...z.characterIds.map((id, i) => ({ characterId: id, state: "incapacitated" as const, order: i + 1 })),
      ],
      claimed: null,
      prizeStudies: [],
      vipConvictions: [],
    });
    if (!resolved.ok) throw new Error(resolved.message);
  }
  const ownerAccess = await accessFor(made[0]!.owner.id, league.campaignId);
  const teamShare = await shareTeam(ownerAccess, made[0]!.team.id);
  const campaignShare = await shareCampaign(league.access);
  if (!teamShare.ok || !campaignShare.ok) throw new Error("sharing refused");
  const lastBattle = await db.battle.findFirstOrThrow({ where: { campaignId: league.campaignId }, orderBy: { issue: "desc" }, select: { id: true } });
  return { ...league, userId: made[0]!.owner.id, teamId: made[0]!.team.id, battleId: lastBattle.id, teamToken: teamShare.token, campaignToken: campaignShare.token };
}

type League = Awaited<ReturnType<typeof buildLeague>>;

async function measure(l: League) {
  const count = async (load: () => Promise<unknown>) => (await countQueries(load)).count;
  return {
    dashboard: await count(() => loadDashboard(l.userId, l.campaignId)),
    "team page": await count(() => loadSuTeamPage(l.userId, l.campaignId, l.teamId)),
    battles: await count(() => loadSuBattleList(l.userId, l.campaignId)),
    "battle page": await count(() => loadSuBattlePage(l.userId, l.campaignId, l.battleId)),
    journal: await count(() => loadSuJournal(l.userId, l.campaignId)),
    "public team": await count(() => loadPublicSuTeam(l.teamToken)),
    "public league": await count(() => loadPublicSuCampaign(l.campaignToken)),
  };
}

let small: Record<string, number>;
let large: Record<string, number>;

beforeAll(async () => {
  small = await measure(await buildLeague({ teams: 2, cards: 2, battles: 1 }));
  large = await measure(await buildLeague({ teams: 6, cards: 6, battles: 6 }));
}, 600_000);

describe("a league's pages", () => {
  test("cost the same number of statements for a small league and a large one", () => {
    expect(large).toEqual(small);
  });

  test("each is a handful of statements", () => {
    for (const [page, count] of Object.entries(large)) expect(count, page).toBeLessThanOrEqual(12);
  });
});
