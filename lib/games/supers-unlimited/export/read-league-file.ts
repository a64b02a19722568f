import { z } from "zod";
import { describeIssues } from "@/lib/export/describe-issues";
import {
  MAX_CAMPAIGN_ACTIVITY,
  MAX_CAMPAIGN_BATTLES,
  MAX_CAMPAIGN_LEDGER_ENTRIES,
  MAX_CAMPAIGN_ROLLS,
  MAX_CAMPAIGN_TEAM_CHARACTERS,
  MAX_CAMPAIGN_TEAMS,
} from "@/lib/export/import-limits";
import { ReportConfirmation, RollSource, TeamControl } from "@/lib/generated/prisma/enums";
import { GENERIC_ACTIVITY_KINDS } from "@/lib/activity/activity-kinds";
import { BATTLE_RESULTS } from "@/lib/battles/battle-status";
import { SU_ACTIVITY_KINDS, SU_BATTLE_STATUSES } from "../game-words";
import { TEAM_ALIGNMENTS } from "@/lib/schemas/team";
import { parseCard, type SuCard } from "@/lib/rules/supers-unlimited";
import { recordedNameField } from "@/lib/schemas/name-field";
import { cardLimitProblems } from "../card-limits";
import { suLeagueSettingsSchema, type SuLeagueSettings } from "../campaign-settings";
import { SU_CAMPAIGN_EXPORT_FORMAT, supersUnlimited } from "../index";
import { SU_LEAGUE_FILE_VERSION, type SuLeagueFile } from "./league-file";

const date = z.iso.datetime({ offset: true });
const label = recordedNameField();
const ref = (prefix: string) => z.string().regex(new RegExp(`^${prefix}-[1-9][0-9]{0,6}$`), { error: `not a ${prefix} reference (${prefix}-1, ${prefix}-2, …)` });
const text = (max: number) => z.string().max(max);
const json = z.unknown();
/** The most taps one battle's tracker keeps in a file. */
const MAX_TRACKER_TAPS = 5_000;

const cardSchema = z.strictObject({
  ref: ref("card"),
  position: z.number().int().min(0).max(10_000),
  card: json,
  state: json,
  formatVersion: z.number().int().min(1),
  retiredAt: date.nullable(),
  hasFought: z.boolean(),
  createdAt: date,
});

const leagueFileSchema = z.strictObject({
  format: z.literal(SU_CAMPAIGN_EXPORT_FORMAT),
  formatVersion: z.literal(SU_LEAGUE_FILE_VERSION, { error: `this Longbox reads league files of version ${SU_LEAGUE_FILE_VERSION}` }),
  rulesVersion: text(64),
  exportedAt: date,
  league: z.strictObject({
    name: label.pipe(z.string().trim().min(1, { error: "the league has no name" })),
    settings: json,
    reportConfirmation: z.enum(ReportConfirmation),
    teamControl: z.enum(TeamControl),
    appDiceOnly: z.boolean(),
    optionsLockedAt: date.nullable(),
    archivedAt: date.nullable(),
    finishedAt: date.nullable(),
    winners: json,
    finishedByBattle: ref("battle").nullable(),
    createdAt: date,
  }),
  members: z.array(z.strictObject({ name: label, role: text(32) })).max(1_000),
  teams: z
    .array(
      z.strictObject({
        ref: ref("team"),
        name: label.pipe(z.string().trim().min(1, { error: "the team has no name" })),
        alignment: z.enum(TEAM_ALIGNMENTS),
        ownerLabel: label,
        notes: text(2_000),
        state: json,
        archivedAt: date.nullable(),
        createdAt: date,
        cards: z.array(cardSchema).max(MAX_CAMPAIGN_TEAM_CHARACTERS),
      }),
    )
    .max(MAX_CAMPAIGN_TEAMS),
  battles: z
    .array(
      z.strictObject({
        ref: ref("battle"),
        issue: z.number().int().min(1),
        status: z.enum(SU_BATTLE_STATUSES),
        details: json,
        snapshot: json,
        preBattleChoices: json,
        preBattle: json,
        report: json,
        postBattleChoices: json,
        postBattleStep: z.number().int().min(0),
        postBattleState: json,
        applyCount: z.number().int().min(0),
        createdByLabel: label,
        createdAt: date,
        reportedByLabel: label.nullable(),
        reportedAt: date.nullable(),
        confirmedByLabel: label.nullable(),
        confirmedAt: date.nullable(),
        resolvedAt: date.nullable(),
        undoneByLabel: label.nullable(),
        undoneAt: date.nullable(),
        cancelledAt: date.nullable(),
        sides: z
          .array(
            z.strictObject({
              team: ref("team"),
              position: z.number().int().min(0).max(100),
              teamName: label,
              ownerLabel: label,
              lineUp: json,
              result: z.enum(BATTLE_RESULTS).nullable(),
            }),
          )
          .min(2)
          .max(8),
        tracker: z
          .array(z.strictObject({ kind: z.string().regex(/^[a-z-]{1,20}$/), payload: json, actorLabel: label, createdAt: date }))
          .max(MAX_TRACKER_TAPS)
          .optional(),
      }),
    )
    .max(MAX_CAMPAIGN_BATTLES),
  ledger: z
    .array(
      z.strictObject({
        ref: ref("entry"),
        team: ref("team"),
        currency: text(32),
        delta: z.number().int().min(-1_000_000).max(1_000_000),
        reason: text(64),
        note: text(2_000),
        battle: ref("battle").nullable(),
        reverses: ref("entry").nullable(),
        actorLabel: label,
        createdAt: date,
      }),
    )
    .max(MAX_CAMPAIGN_LEDGER_ENTRIES),
  rolls: z
    .array(
      z.strictObject({
        sequence: z.number().int().min(1),
        battle: ref("battle").nullable(),
        slot: text(200),
        purpose: text(200),
        label: text(2_000),
        sides: z.number().int().min(2).max(1_000),
        faces: z.array(z.number().int().min(1).max(1_000)).min(1).max(200),
        source: z.enum(RollSource),
        team: ref("team").nullable(),
        teamName: label.nullable(),
        card: ref("card").nullable(),
        cardName: label.nullable(),
        actorLabel: label,
        createdAt: date,
      }),
    )
    .max(MAX_CAMPAIGN_ROLLS),
  journal: z
    .array(z.strictObject({ kind: z.enum([...GENERIC_ACTIVITY_KINDS, ...SU_ACTIVITY_KINDS]), summary: text(2_000), actorLabel: label, payload: json, createdAt: date }))
    .max(MAX_CAMPAIGN_ACTIVITY),
});

/** A league file read for an import: every problem (path and message), or the file, its checked settings and cards. */
export type SuLeagueFileReading =
  { ok: false; problems: string[] } | { ok: true; file: SuLeagueFile; settings: SuLeagueSettings; cards: ReadonlyMap<string, SuCard>; warnings: string[] };

const MAX_PROBLEMS = 20;

/**
 * Reads a parsed league file: its shape (strict: a field the format does not have is a problem),
 * its settings with the league settings' schema, each card with SU's card rules (its shape and
 * sizes refuse it; a card today's roster check would refuse is kept as played, with a warning),
 * and every reference inside it (a battle naming a team not in the file, a roll naming a card not
 * in it, a reversal of an entry not in it, two rows with one reference…). Pure.
 */
export function readSuLeagueFile(input: unknown): SuLeagueFileReading {
  const parsed = leagueFileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error.issues) };
  const file = parsed.data as SuLeagueFile;
  const problems: string[] = [];
  const warnings: string[] = [];

  const settings = suLeagueSettingsSchema.safeParse(file.league.settings);
  if (!settings.success) problems.push(...describeIssues(settings.error.issues, ["league", "settings"]));

  const teams = new Set<string>();
  const cards = new Map<string, SuCard>();
  file.teams.forEach((team, t) => {
    if (teams.has(team.ref)) problems.push(`teams[${t}].ref: ${team.ref} is named twice`);
    teams.add(team.ref);
    const roster: SuCard[] = [];
    team.cards.forEach((entry, c) => {
      const at = `teams[${t}].cards[${c}]`;
      if (cards.has(entry.ref)) problems.push(`${at}.ref: ${entry.ref} is named twice`);
      const card = parseCard(entry.card);
      if (!card.ok) {
        problems.push(...card.problems.map((p) => `${at}.card${p.field ? `.${p.field}` : ""}: ${p.message}`));
        return;
      }
      problems.push(...cardLimitProblems(card.card).map((p) => `${at}.card: ${p.message}`));
      if (settings.success && entry.retiredAt === null) {
        const checked = supersUnlimited.roster.validateEntry(settings.data, card.card, roster);
        if (!checked.ok) warnings.push(...checked.problems.map((p) => `${team.name}, ${card.card.name}: ${p.message}`));
        roster.push(card.card);
      }
      cards.set(entry.ref, card.card);
    });
  });

  const battles = new Set<string>();
  const issues = new Set<number>();
  file.battles.forEach((battle, b) => {
    if (battles.has(battle.ref)) problems.push(`battles[${b}].ref: ${battle.ref} is named twice`);
    if (issues.has(battle.issue)) problems.push(`battles[${b}].issue: issue #${battle.issue} is named twice`);
    battles.add(battle.ref);
    issues.add(battle.issue);
    (battle.tracker ?? []).forEach((tap, t) => {
      // A strike undoes an earlier tap of the same battle, named by its place ("tap-N").
      const struck = (tap.payload as { entryId?: unknown } | null)?.entryId;
      if (tap.kind === "strike" && !(typeof struck === "string" && /^tap-[1-9][0-9]{0,6}$/.test(struck) && Number(struck.slice(4)) <= t))
        problems.push(`battles[${b}].tracker[${t}].payload.entryId: not an earlier tap of this battle (tap-1, tap-2, …)`);
    });
    const sides = new Set<string>();
    battle.sides.forEach((side, s) => {
      if (!teams.has(side.team)) problems.push(`battles[${b}].sides[${s}].team: ${side.team} is not a team in the file`);
      if (sides.has(side.team)) problems.push(`battles[${b}].sides[${s}].team: ${side.team} is on two sides`);
      sides.add(side.team);
    });
  });
  if (file.league.finishedByBattle !== null && !battles.has(file.league.finishedByBattle))
    problems.push(`league.finishedByBattle: ${file.league.finishedByBattle} is not a battle in the file`);

  const entries = new Set(file.ledger.map((entry) => entry.ref));
  if (entries.size !== file.ledger.length) problems.push("ledger: two entries have one ref");
  const reversed = new Set<string>();
  file.ledger.forEach((entry, e) => {
    if (!teams.has(entry.team)) problems.push(`ledger[${e}].team: ${entry.team} is not a team in the file`);
    if (entry.battle !== null && !battles.has(entry.battle)) problems.push(`ledger[${e}].battle: ${entry.battle} is not a battle in the file`);
    if (entry.reverses !== null) {
      if (!entries.has(entry.reverses)) problems.push(`ledger[${e}].reverses: ${entry.reverses} is not an entry in the file`);
      if (reversed.has(entry.reverses)) problems.push(`ledger[${e}].reverses: ${entry.reverses} is reversed twice`);
      reversed.add(entry.reverses);
    }
  });

  const sequences = new Set<number>();
  const slots = new Set<string>();
  file.rolls.forEach((roll, r) => {
    if (sequences.has(roll.sequence)) problems.push(`rolls[${r}].sequence: ${roll.sequence} is named twice`);
    sequences.add(roll.sequence);
    if (roll.battle !== null && !battles.has(roll.battle)) problems.push(`rolls[${r}].battle: ${roll.battle} is not a battle in the file`);
    if (roll.battle !== null) {
      const slot = `${roll.battle}/${roll.slot}`;
      if (slots.has(slot)) problems.push(`rolls[${r}].slot: ${roll.battle} has two rolls in “${roll.slot}”`);
      slots.add(slot);
    }
    if (roll.team !== null && !teams.has(roll.team)) problems.push(`rolls[${r}].team: ${roll.team} is not a team in the file`);
    if (roll.card !== null && !cards.has(roll.card)) problems.push(`rolls[${r}].card: ${roll.card} is not a card in the file`);
    if (roll.faces.some((face) => face > roll.sides)) problems.push(`rolls[${r}].faces: a face its D${roll.sides} cannot show`);
  });

  if (problems.length > 0 || !settings.success) {
    const lines = [...new Set(problems)];
    return { ok: false, problems: lines.length > MAX_PROBLEMS ? [...lines.slice(0, MAX_PROBLEMS), `…and ${lines.length - MAX_PROBLEMS} more.`] : lines };
  }
  return { ok: true, file, settings: settings.data, cards, warnings };
}
