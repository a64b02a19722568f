/**
 * SHSA's part of the fuzz world (tests/reliability/harness/fuzz-world-games.ts collects it from
 * this folder): a campaign beside each SMF campaign, with the same people in the same roles, Alice's
 * and Bob's heroes with a relationship each, and an episode played. SHSA has no battles.
 */
import { SHSA_DEFAULT_SETTINGS, shsa } from "@/lib/games/shsa";
import { addRelationship } from "@/lib/games/shsa/server/relationships/add-relationship";
import { recordSession } from "@/lib/server/sessions/record-session";
import { campaignOf, type SystemCampaign, type Table } from "@/tests/reliability/harness/fuzz-world-games";
import { db } from "@/lib/server/db";
import { displayName } from "@/lib/server/authz/authorize";

/** Two heroes, each with a Companion on the board, and an episode recorded. */
export async function fuzzWorldAtTable(table: Table, label: string): Promise<SystemCampaign> {
  const { campaignId, gameSystem, access } = await campaignOf(table, `${label}'s heroes`, shsa.id, { ...SHSA_DEFAULT_SETTINGS });
  const teams = [];
  for (const [owner, name] of [
    [table.alice, "Nightjar"],
    [table.bob, "Lark"],
  ] as const) {
    const team = await db.team.create({ data: { campaignId, ownerId: owner.id, ownerName: displayName(owner), name }, select: { id: true } });
    const added = await addRelationship(access(owner), team.id, { requestKey: `fuzz-${team.id}-relationship`, type: "companion", with: "Sam", value: 0 });
    if (!added.ok) throw new Error(`fuzz world heroes: ${added.message}`);
    teams.push({ id: team.id, characterIds: [] });
  }
  const episode = await recordSession(access(table.organiser), shsa.sessions.kinds, { kind: "EPISODE", title: "The bank job", playedOn: "2026-11-20", notes: "" });
  if (!episode.ok) throw new Error(`fuzz world heroes: ${episode.message}`);
  return { campaignId, gameSystem, teams };
}
