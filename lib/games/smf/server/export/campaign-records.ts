import "server-only";
import type { CampaignRecordsServer } from "@/lib/game-contract/game-server";
import type { SmfCampaignRecords, SmfCheckedRecords } from "@/lib/games/smf/export/campaign-records";
import { linkedStateIds } from "@/lib/games/smf/export/character-links";
import { planCampaignImport } from "@/lib/games/smf/export/plan-campaign-import";
import { recordedCharacterIds } from "@/lib/games/smf/export/recorded-ids";
import { Prisma } from "@/lib/generated/prisma/client";
import { loadCampaignExport } from "./export-campaign";

const BATTLES_PER_INSERT = 25;
const ROWS_PER_INSERT = 1_000;

const json = (value: unknown) => value as Prisma.InputJsonValue;
const nullableJson = (value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull => (value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue));

async function inChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** A stored value with every id `refOf` knows (a whole string, or a key) given as its reference. */
function withRefs(value: unknown, refOf: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return refOf.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withRefs(item, refOf));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [refOf.get(key) ?? key, withRefs(item, refOf)]));
  return value;
}

/**
 * Super Mission Force's part of the shared campaign file: its rosters and battles in its campaign
 * file's shapes under the envelope's references (export/campaign-records.ts), read back by that
 * file's import plan. It writes the Character, Battle and BattleTeam rows; the generic import
 * writes the campaign, the teams, the ledger, the roll log and the journal.
 */
export const smfCampaignRecordsServer: CampaignRecordsServer<SmfCampaignRecords, SmfCheckedRecords> = {
  async exportRecords(campaignId, refs) {
    const file = await loadCampaignExport(campaignId, new Date(0));
    const refOf = new Map<string, string>([
      ...file.teams.map((team) => [team.id, refs.team(team.id)] as const),
      ...file.teams.flatMap((team) => team.characters.map((character) => [character.id, refs.character(character.id)] as const)),
      ...file.battles.map((battle) => [battle.id, refs.battle(battle.id)] as const),
      ...file.storyPointLedger.map((entry) => [entry.id, refs.entry(entry.id)] as const),
    ]);
    // Characters deleted since, which only battle records and links still name: references of their own, so no id leaves.
    let former = 0;
    const name = (id: string) => {
      if (!refOf.has(id)) refOf.set(id, `former-${++former}`);
    };
    for (const battle of file.battles) for (const id of recordedCharacterIds(battle)) name(id);
    for (const team of file.teams) for (const character of team.characters) for (const id of linkedStateIds(character.state)) name(id);
    return {
      rosters: file.teams.filter((team) => team.characters.length > 0).map((team) => ({ team: refOf.get(team.id)!, characters: withRefs(team.characters, refOf) as unknown[] })),
      battles: withRefs(file.battles, refOf) as unknown[],
    };
  },
  // `records` is the campaign its check read (export/campaign-records.ts): SMF's campaign file under the envelope's references.
  async importRecords(tx, { campaignId, records, teams, entries, newId }) {
    const preset = new Map([["campaign", campaignId], ...teams, ...entries]);
    const { plan } = planCampaignImport({ ok: true, file: records }, newId, preset);
    if (!plan) throw new Error("A checked Super Mission Force campaign could not be planned.");
    await inChunks(plan.characters, ROWS_PER_INSERT, (chunk) =>
      tx.character.createMany({ data: chunk.map((character) => ({ ...character, build: json(character.build), state: json(character.state) })) }),
    );
    await inChunks(plan.battles, BATTLES_PER_INSERT, (chunk) =>
      tx.battle.createMany({
        data: chunk.map((battle) => ({
          ...battle,
          details: json(battle.details),
          snapshot: nullableJson(battle.snapshot),
          preBattleChoices: nullableJson(battle.preBattleChoices),
          preBattle: nullableJson(battle.preBattle),
          report: nullableJson(battle.report),
          postBattleChoices: json(battle.postBattleChoices),
          postBattleState: nullableJson(battle.postBattleState),
          postBattleEvents: json(battle.postBattleEvents),
        })),
      }),
    );
    await inChunks(plan.battleTeams, ROWS_PER_INSERT, (chunk) => tx.battleTeam.createMany({ data: chunk.map((team) => ({ ...team, lineUp: json(team.lineUp) })) }));
    const characterRefs = records.teams.flatMap((team) => team.characters.map((character) => character.id));
    return {
      battles: new Map(records.battles.map((battle, index) => [battle.id, plan.battles[index]!.id])),
      characters: new Map(characterRefs.map((ref, index) => [ref, plan.characters[index]!.id])),
    };
  },
  // A team's one starting entry (its check refuses a second) has the key the team's creation gives it, so a retried creation finds it.
  ledgerKey: ({ teamId, reason }) => (reason === "STARTING" ? `team:${teamId}:starting` : null),
};
