/**
 * The d20 series' part of the fuzz world (tests/reliability/harness/fuzz-world-games.ts collects it
 * from this folder): a series beside each SMF campaign, with the same people in the same roles,
 * Alice's and Bob's heroes, a hazard timer on Alice's, and an adventure with a conflict started.
 */
import { D20_DEFAULT_SETTINGS, d20 } from "@/lib/games/d20";
import { DEFAULT_RANKS } from "@/lib/games/d20/hero-sheet";
import { startConflict } from "@/lib/games/d20/server/conflicts/conflicts";
import { startD20Hazard } from "@/lib/games/d20/server/heroes/heroes";
import { recordSession } from "@/lib/server/sessions/record-session";
import { campaignOf, type SystemCampaign, type Table } from "@/tests/reliability/harness/fuzz-world-games";
import { db } from "@/lib/server/db";
import { displayName } from "@/lib/server/authz/authorize";

/** Two heroes, an adventure, and a conflict in it against a minion group (typed initiative). */
export async function fuzzWorldAtTable(table: Table, label: string): Promise<SystemCampaign> {
  const { campaignId, gameSystem, access } = await campaignOf(table, `${label}'s series`, d20.id, { ...D20_DEFAULT_SETTINGS });
  const teams = [];
  for (const [owner, name] of [
    [table.alice, "Kestrel"],
    [table.bob, "Bulwark"],
  ] as const) {
    const team = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: displayName(owner), name }, select: { id: true } });
    teams.push({ id: team.id, characterIds: [] });
  }
  const adventure = await recordSession(access(table.organiser), d20.sessions.kinds, { kind: "ADVENTURE", title: "The heist", playedOn: "2026-11-20", notes: "" });
  if (!adventure.ok) throw new Error(`fuzz world series: ${adventure.message}`);
  const started = await startConflict(access(table.organiser), adventure.session.id, {
    requestKey: `fuzz-${campaignId}-conflict`,
    name: "Rooftop",
    heroes: teams.map((team) => team.id),
    foes: [{ name: "Goon", kind: "minion", count: 2, ranks: DEFAULT_RANKS }],
    source: "physical",
    faces: [5, 9, 14],
  });
  if (!started.ok) throw new Error(`fuzz world series: ${started.message}`);
  // A hazard timer on Kestrel, so its check is reached with an id that exists.
  const hazard = await startD20Hazard(access(table.organiser), teams[0]!.id, { requestKey: `fuzz-${campaignId}-hazard`, kind: "thirst", label: "Desert crossing" });
  if (!hazard.ok) throw new Error(`fuzz world series: ${hazard.message}`);
  return { campaignId, gameSystem, teams };
}
