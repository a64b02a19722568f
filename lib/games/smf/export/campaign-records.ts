import { z } from "zod";
import type { CampaignRecordsCheck } from "@/lib/export/campaign-envelope-check";
import { MAX_CAMPAIGN_BATTLES, MAX_CAMPAIGN_TEAM_CHARACTERS, MAX_CAMPAIGN_TEAMS } from "@/lib/export/import-limits";
import { superMissionForce } from "@/lib/games/smf";
import { readCounters } from "@/lib/games/smf/battles/team-counters";
import { SMF_LEDGER_CURRENCY } from "@/lib/rules/smf";
import type { CampaignFileEnvelope } from "@/lib/schemas/campaign-file-envelope";
import { CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, type CampaignExport } from "./campaign-export-schema";
import { campaignTotals } from "./campaign-totals";
import { readCampaignFile } from "./read-campaign-file";
import { CURRENT_RULES_EDITION } from "./rules-edition";
import {
  ADVANCEMENT_FROM_ROW,
  ALIGNMENT_FROM_ROW,
  LEDGER_REASON_FROM_ROW,
  REPORT_CONFIRMATION_FROM_ROW,
  ROLE_FROM_ROW,
  ROLL_SOURCE_FROM_ROW,
  SOCIAL_SCIENCE_FROM_ROW,
  TEAM_CONTROL_FROM_ROW,
} from "./stored-values";

/**
 * Super Mission Force's own records in the shared campaign file (its `game` section): each team's
 * roster (characters with their build and campaign state: injuries, bumps, links), by the file's
 * team reference, and the battles with their rules records (snapshot, pre-battle, report with its
 * subplots and guest stars, post-battle state and events), in the shapes of its campaign file of
 * before (campaign-team-schema.ts, campaign-battle-schema.ts). Characters and battles are named by
 * the file's references ("character-3", "battle-2"); a character deleted since, which only battle
 * records still name, by "former-N". Everything else (the campaign and its settings, the teams,
 * their counters as Team.state, the ledger, the roll log, the journal) is the envelope's.
 *
 * Its shapes are checked by reading the campaign the envelope and the records describe as SMF's
 * campaign file (read-campaign-file.ts), so the shared file is held to every rule that file is.
 */
export const smfCampaignRecordsSchema = z.strictObject({
  rosters: z.array(z.strictObject({ team: z.string().min(1).max(40), characters: z.array(z.unknown()).max(MAX_CAMPAIGN_TEAM_CHARACTERS) })).max(MAX_CAMPAIGN_TEAMS),
  battles: z.array(z.unknown()).max(MAX_CAMPAIGN_BATTLES),
});
export type SmfCampaignRecords = z.infer<typeof smfCampaignRecordsSchema>;

/** What the records check answers (and the import writes from): the campaign as SMF's campaign file, under the envelope's references. */
export type SmfCheckedRecords = CampaignExport;

/** The stored value's word in SMF's file, or a mark that is no word of it (so its schema names the field). */
function wordOf<T extends string>(words: Readonly<Record<string, T>>, value: unknown): T | string {
  return typeof value === "string" && Object.hasOwn(words, value) ? words[value]! : `(${String(value)})`;
}

const NOT_AN_OBJECT = {} as Record<string, unknown>;

/**
 * The campaign the envelope and its records describe, as SMF's campaign file (version 2): ids are
 * the envelope's references, the settings' words the file's lower-case ones, each team's story
 * points computed from the ledger, its counters its Team.state (what it leaves out counted as none), the roll log's last number the
 * campaign's. The journal is the envelope's to check (the file's activity is left out).
 */
export function campaignFileOf(envelope: CampaignFileEnvelope, records: SmfCampaignRecords): unknown {
  const settings = envelope.campaign.settings !== null && typeof envelope.campaign.settings === "object" ? (envelope.campaign.settings as Record<string, unknown>) : NOT_AN_OBJECT;
  const rosters = new Map(records.rosters.map((roster) => [roster.team, roster.characters]));
  const totals = campaignTotals(envelope.ledger.map((entry) => ({ teamId: entry.team, delta: entry.delta, reversesEntryId: entry.reverses })));
  const finished = envelope.campaign.finished;
  return {
    format: CAMPAIGN_EXPORT_FORMAT,
    formatVersion: CAMPAIGN_EXPORT_VERSION,
    rulesEdition: CURRENT_RULES_EDITION,
    exportedAt: envelope.exportedAt,
    campaign: {
      id: "campaign",
      name: envelope.campaign.name,
      settings: {
        storyPointGoal: settings.storyPointGoal,
        allowVehicles: settings.allowVehicles,
        allowAlternatePowerLevels: settings.allowAlternatePowerLevels,
        advancement: wordOf(ADVANCEMENT_FROM_ROW, settings.advancement),
        socialScienceVariant: wordOf(SOCIAL_SCIENCE_FROM_ROW, settings.socialScienceVariant),
        reportConfirmation: REPORT_CONFIRMATION_FROM_ROW[envelope.campaign.reportConfirmation],
        teamControl: TEAM_CONTROL_FROM_ROW[envelope.campaign.teamControl],
        appDiceOnly: envelope.campaign.appDiceOnly,
      },
      optionsLockedAt: envelope.campaign.optionsLockedAt,
      archivedAt: envelope.campaign.archivedAt,
      createdAt: envelope.campaign.createdAt,
      rollSequence: envelope.rollLog.reduce((highest, roll) => Math.max(highest, roll.sequence), 0),
      finished: finished
        ? {
            finishedAt: finished.at,
            winners: finished.winners.map((winner) => ({ teamId: winner.team, teamName: winner.teamName, balance: winner.balance })),
            battleId: finished.byBattle,
          }
        : null,
    },
    members: envelope.people.map((person) => ({ name: person.name, role: ROLE_FROM_ROW[person.role], joinedAt: person.joinedAt })),
    teams: envelope.teams.map((team) => ({
      id: team.ref,
      name: team.name,
      alignment: wordOf(ALIGNMENT_FROM_ROW, team.alignment),
      notes: team.notes,
      ownerName: team.ownerName,
      isArchived: team.archivedAt !== null,
      createdAt: team.createdAt,
      storyPoints: totals.get(team.ref) ?? { balance: 0, earned: 0 },
      archivedAt: team.archivedAt,
      // Stored counters may leave out what was never counted (an empty state): filled in, as the game reads them; anything else is the file's.
      counters: team.state !== null && typeof team.state === "object" && !Array.isArray(team.state) ? { ...readCounters({}), ...team.state } : team.state,
      characters: rosters.get(team.ref) ?? [],
    })),
    storyPointLedger: envelope.ledger.map((entry) => ({
      id: entry.ref,
      teamId: entry.team,
      delta: entry.delta,
      reason: wordOf(LEDGER_REASON_FROM_ROW, entry.reason),
      note: entry.note,
      battleId: entry.battle,
      reversesEntryId: entry.reverses,
      actorName: entry.actorName,
      createdAt: entry.createdAt,
    })),
    battles: records.battles,
    rolls: envelope.rollLog.map((roll) => ({
      id: `roll-${roll.sequence}`,
      sequence: roll.sequence,
      battleId: roll.battle,
      slot: roll.slot,
      purpose: roll.purpose,
      label: roll.label,
      sides: roll.sides,
      faces: roll.faces,
      source: ROLL_SOURCE_FROM_ROW[roll.source],
      teamId: roll.team,
      teamName: roll.teamName,
      characterId: roll.character,
      characterName: roll.characterName,
      actorName: roll.actorName,
      createdAt: roll.createdAt,
    })),
  };
}

/** A problem of SMF's campaign file, where it is in the shared file: its rosters and battles are the game's section, the rest the envelope's. */
export function envelopeProblem(line: string, records: SmfCampaignRecords, envelope: CampaignFileEnvelope): string {
  const roster = /^teams\[(\d+)\]\.characters(.*)$/.exec(line);
  if (roster) {
    const team = envelope.teams[Number(roster[1])];
    const index = records.rosters.findIndex((one) => one.team === team?.ref);
    return `game.rosters[${index}].characters${roster[2]}`;
  }
  const renames: readonly (readonly [RegExp, string])[] = [
    [/^campaign\.settings\.(reportConfirmation|teamControl|appDiceOnly)/, "campaign.$1"],
    [/^campaign\.finished\.finishedAt/, "campaign.finished.at"],
    [/^campaign\.finished\.battleId/, "campaign.finished.byBattle"],
    [/^campaign\.finished\.winners(\[\d+\])\.teamId/, "campaign.finished.winners$1.team"],
    [/^members\[/, "people["],
    [/^teams(\[\d+\])\.counters/, "teams$1.state"],
    [/^storyPointLedger\[/, "ledger["],
    [/^rolls\[/, "rollLog["],
    [/^battles\[/, "game.battles["],
  ];
  for (const [pattern, replacement] of renames) if (pattern.test(line)) return line.replace(pattern, replacement);
  return line;
}

/** The generic parts SMF's rules hold to more than the envelope does: its one currency, its ledger's reasons (one start a team), its two alignments. */
function genericProblems(envelope: CampaignFileEnvelope): string[] {
  const problems: string[] = [];
  envelope.teams.forEach((team, index) => {
    if (team.alignment === null || !Object.hasOwn(ALIGNMENT_FROM_ROW, team.alignment))
      problems.push(`teams[${index}].alignment: a team of ${superMissionForce.name} is HEROES or VILLAINS.`);
  });
  const started = new Set<string>();
  envelope.ledger.forEach((entry, index) => {
    // A team's creation writes its one starting entry under a key of the team's (team:<id>:starting): a second cannot be written so.
    if (entry.reason === "STARTING" && entry.reverses === null) {
      if (started.has(entry.team)) problems.push(`ledger[${index}].reason: the team “${entry.team}” already has its starting entry.`);
      started.add(entry.team);
    }
    if (entry.currency !== SMF_LEDGER_CURRENCY) problems.push(`ledger[${index}].currency: ${superMissionForce.name} keeps only “${SMF_LEDGER_CURRENCY}”.`);
    if (!Object.hasOwn(LEDGER_REASON_FROM_ROW, entry.reason)) problems.push(`ledger[${index}].reason: “${entry.reason}” is no reason of ${superMissionForce.name}'s ledger.`);
  });
  return problems;
}

/** SMF's check of its records in the shared campaign file (lib/export/campaign-envelope-check.ts), on an import reading thread: pure. */
export const smfCampaignRecordsCheck: CampaignRecordsCheck<SmfCheckedRecords> = {
  gameSystem: superMissionForce.id,
  read(json, envelope) {
    if (json === null) return { ok: false, problems: ["game: a Super Mission Force campaign file holds its rosters and battles (even none)."] };
    const parsed = smfCampaignRecordsSchema.safeParse(json);
    if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 5).map((issue) => `game.${issue.path.join(".")}: ${issue.message}`) };
    const records = parsed.data;
    const teams = new Set(envelope.teams.map((team) => team.ref));
    const problems = genericProblems(envelope);
    const seen = new Set<string>();
    records.rosters.forEach((roster, index) => {
      if (!teams.has(roster.team)) problems.push(`game.rosters[${index}].team: no team “${roster.team}” in this file.`);
      if (seen.has(roster.team)) problems.push(`game.rosters[${index}].team: the team “${roster.team}” has two rosters.`);
      seen.add(roster.team);
    });
    if (problems.length > 0) return { ok: false, problems };
    const reading = readCampaignFile({ json: campaignFileOf(envelope, records) });
    if (!reading.ok) return { ok: false, problems: reading.errors.map((line) => envelopeProblem(line, records, envelope)) };
    const file = reading.file;
    return {
      ok: true,
      reading: {
        records: file,
        battleRefs: file.battles.map((battle) => battle.id),
        characterRefs: file.teams.flatMap((team) => team.characters.map((character) => character.id)),
        battles: file.battles.length,
        members: { noun: "character", byTeam: Object.fromEntries(file.teams.map((team) => [team.id, team.characters.filter((character) => !character.isRetired).length])) },
      },
    };
  },
};
