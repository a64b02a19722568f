import "server-only";
import { SU_LEVELS_INCAPACITATED } from "../..";
import { levelsIncapacitated } from "../../standings/levels-incapacitated";
import { listSuBattles } from "../battles/list-su-battles";

/** A league's standings stats per team (GameServer.standings.stats): the Levels of enemy models it Incapacitated (SU-R40). Two queries. */
export async function suStandingsStats(campaignId: string): Promise<ReadonlyMap<string, Record<string, number>>> {
  const battles = await listSuBattles(campaignId, { resolvedOnly: true });
  const levels = levelsIncapacitated(battles.flatMap((battle) => (battle.details.result ? [{ sides: battle.teams, result: battle.details.result }] : [])));
  return new Map([...levels].map(([teamId, value]) => [teamId, { [SU_LEVELS_INCAPACITATED]: value }]));
}
