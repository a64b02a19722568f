import "server-only";
import type { CampaignRecordsServer } from "@/lib/game-contract/game-server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { defeatedEntryKey } from "../../battles/battle-result";
import { buildSeriesFile } from "../../export/build-series-file";
import { planSeriesImport, setUpFigureIds } from "../../export/plan-series-import";
import type { SeriesRecords } from "../../export/series-records";
import type { VsgmrSeriesFile } from "../../export/series-file-schema";
import { loadSeriesSource } from "./export-series";
import { trackRows } from "./track-rows";

const json = (value: unknown) => value as Prisma.InputJsonValue;

/**
 * VSGMR's part of the shared campaign file: its forces' figures and its battles, written in its
 * series file's shapes under the envelope's references (export/series-records.ts), and read back
 * by its series plan. It writes the Character, Battle and BattleTeam rows; the generic import
 * writes the rest.
 */
export const seriesRecordsServer: CampaignRecordsServer<SeriesRecords, VsgmrSeriesFile> = {
  async exportRecords(campaignId, refs) {
    const source = await loadSeriesSource(campaignId);
    const file = buildSeriesFile(source, new Date(0), { force: refs.team, figure: refs.character, battle: refs.battle });
    return { forces: file.forces.filter((force) => force.figures.length > 0).map((force) => ({ team: force.ref, figures: force.figures })), battles: file.battles };
  },
  // `records` is the series its check read (export/series-records.ts seriesRecordsCheck): forces under the envelope's team references.
  async importRecords(tx, { campaignId, records, teams, newId }) {
    const plan = planSeriesImport(records, newId);
    // The plan makes a team per force, in the file's order: each is the team the generic import already wrote.
    const teamOf = new Map(plan.teams.map((team, index) => [team.id, teams.get(records.forces[index]!.ref)!]));
    const team = (id: string) => teamOf.get(id)!;
    await tx.character.createMany({ data: plan.characters.map((row) => ({ ...row, teamId: team(row.teamId), build: json(row.build), state: {} })) });
    await tx.battle.createMany({
      data: plan.battles.map((row) => ({
        ...row,
        campaignId,
        details: json({
          ...row.details,
          roles: remapKeys(row.details.roles, teamOf),
          forceHalves: remapKeys(row.details.forceHalves, teamOf),
          result: remapResult(row.details.result, teamOf),
          ...(row.details.forces ? { forces: remapKeys(row.details.forces, teamOf) } : {}),
        }),
      })),
    });
    await tx.battleTeam.createMany({ data: plan.battleTeams.map((row) => ({ ...row, teamId: team(row.teamId), lineUp: [] })) });
    const figureRefs = records.forces.flatMap((force) => force.figures.map((figure) => figure.ref));
    const figureIds = new Map(figureRefs.map((ref, index) => [ref, plan.characters[index]!.id]));
    const planTeams = new Map(records.forces.map((force, index) => [force.ref, plan.teams[index]!.id]));
    const track = records.battles.flatMap((battle, index) => {
      const planned = plan.battles[index]!;
      const figures = new Map([...figureIds, ...setUpFigureIds(battle, planned.details, (ref) => planTeams.get(ref)!)]);
      return trackRows(battle.track ?? [], planned.id, figures, teams, newId);
    });
    if (track.length > 0) await tx.battleTrackEntry.createMany({ data: track });
    return {
      battles: new Map(records.battles.map((battle, index) => [battle.ref, plan.battles[index]!.id])),
      characters: new Map(figureRefs.map((ref, index) => [ref, plan.characters[index]!.id])),
    };
  },
  ledgerKey: ({ teamId, battleId, reason }) => (battleId && reason === "FIGURES_DEFEATED" ? defeatedEntryKey(battleId, teamId) : null),
};

/** A record keyed by the plan's team ids, keyed by the written teams' (other keys, the solo enemy's, kept). */
function remapKeys<T>(record: Record<string, T>, teamOf: ReadonlyMap<string, string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [teamOf.get(key) ?? key, value]));
}

function remapResult<R extends { recruit?: { teamId: string } | null } | null | undefined>(result: R, teamOf: ReadonlyMap<string, string>): R {
  if (!result?.recruit) return result;
  return { ...result, recruit: { ...result.recruit, teamId: teamOf.get(result.recruit.teamId) ?? result.recruit.teamId } };
}
