/**
 * The invariants a campaign's stored data must keep whatever happened to the server (a crash,
 * a race, a retried request), checked from the rows alone. Reusable by any reliability test:
 * `await checkInvariants(db)` (or a transaction client, or another PrismaClient) returns every
 * violation found; an empty list means the campaigns are consistent.
 *
 * What is checked, per campaign:
 * - ledger-balance: each team's balance and earned as the app derives them (storyPointTotals)
 *   equal the sums of its entry rows computed here (Ruling R8); every entry belongs to its team's
 *   campaign and is not 0.
 * - ledger-reversal: a reversal cancels exactly one entry of the same team, with the opposite delta.
 * - battle-applied: a battle is applied whole or not at all. Resolved: its current application's
 *   entries are exactly the ledger the stored pre- and post-battle results carry (same team, delta,
 *   reason, in order), earlier applications are all reversed. Undone: every entry reversed. Any
 *   other status: never applied (no entry, no character it brought). Characters it fielded have
 *   fought.
 * - battle-roster: each team's state as one battle left it is the state the team's next battle
 *   found (its snapshot), and the last one's is the team's state now: nothing of a battle reached
 *   the rosters without the battle being resolved, nor was lost after. A character the log shows
 *   added in between is left out of the comparison; any other edit the log shows in between (a
 *   spend, a correction, a changed build) explains the difference and the link is not compared
 *   (counted in `counts.explainedEdits`).
 * - battle-activity: one "created" line per battle, one "pre-battle done" iff rolled, one
 *   "resolved" and (applications − 1) "redone" lines, one "undone" per undo, one "cancelled".
 * - roll-sequence: the campaign's roll numbers are exactly 1..N and Campaign.rollSequence is N.
 *   The number is taken inside the transaction that inserts the roll (throw-dice.ts recordRoll),
 *   so a crash or a refused roll rolls the number back with it: no gap is ever explained.
 * - roll-log: the log explains each battle. Replaying the recorded faces through the rules gives
 *   exactly the stored pre-battle result, post-battle states and events; a step with dice recorded
 *   but not finished is the step the battle waits in; no roll lies beyond it; slots are contiguous.
 * - battle-state: the stored columns fit the status (a state the app can continue from).
 * - campaign-end: finishedAt, winners and the finishing battle agree.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { ledgerOf, POST_BATTLE_SEQUENCE, SMF_REASON_TO_LEDGER, initialPostBattleState, type PostBattleEvent, type SmfTeamState } from "@/lib/rules/smf";
import { canonicalJson } from "@/lib/json/canonical-json";
import { postBattleInput, probePostBattleStep, probePreBattle, stageSlotPrefix, type BattleData } from "@/lib/games/smf/battles/battle-stages";
import { readBattle } from "@/lib/games/smf/server/battles/load-battle";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { OPEN_STATUSES } from "@/lib/server/battles/open-battles";
import { isLedgerEntry } from "@/lib/server/story-points/ledger-reason";
import { storyPointTotals } from "@/lib/server/story-points/story-point-totals";
import { totalsOf } from "@/lib/ledger/ledger-totals";
import { gameSystem } from "@/lib/games/registry";

export type InvariantId =
  "ledger-balance" | "ledger-reversal" | "battle-applied" | "battle-roster" | "battle-activity" | "roll-sequence" | "roll-log" | "battle-state" | "campaign-end";

export interface Violation {
  invariant: InvariantId;
  campaignId: string;
  battleId?: string;
  message: string;
}

export interface InvariantReport {
  violations: Violation[];
  /** What was looked at, for the test's own numbers. */
  counts: { campaigns: number; teams: number; battles: number; rolls: number; entries: number; explainedEdits: number; byStatus: Record<string, number> };
}

type Client = Prisma.TransactionClient;

/**
 * Every column of a battle, its teams and its campaign: a superset of what readBattle reads
 * (BATTLE_SELECT, lib/games/smf/battles/loaded-battle.ts), so the checks keep up when that selection grows.
 */
const BATTLE_INCLUDE = { teams: { orderBy: { position: "asc" } }, campaign: true } as const satisfies Prisma.BattleInclude;

const BATTLE_ACTIVITY = ["BATTLE_CREATED", "BATTLE_PRE_BATTLE_DONE", "BATTLE_RESOLVED", "BATTLE_REDONE", "BATTLE_UNDONE", "BATTLE_CANCELLED"] as const;
/** Activity lines of changes to a team outside its battles (payload.teamId names the team). */
const TEAM_EDITS = [
  "TEAM_UPDATED",
  "TEAM_ARCHIVED",
  "CHARACTER_ADDED",
  "CHARACTER_UPDATED",
  "CHARACTER_RETIRED",
  "CHARACTER_DELETED",
  "STORY_POINTS_SPENT",
  "STORY_POINTS_CORRECTED",
] as const;
/** Timestamps come from the app and the database: an edit this close to a battle's end may be either side of it. */
const CLOCK_MARGIN_MS = 1000;
const OPEN = new Set<string>(OPEN_STATUSES);

/** Checks every campaign (or the ones named). Reads only; safe on a live database. */
export async function checkInvariants(client: Client, options: { campaignIds?: readonly string[] } = {}): Promise<InvariantReport> {
  const campaigns = await client.campaign.findMany({
    where: options.campaignIds ? { id: { in: [...options.campaignIds] } } : {},
    orderBy: { createdAt: "asc" },
    select: { id: true, gameSystem: true, rollSequence: true, finishedAt: true, winners: true, finishedByBattleId: true },
  });
  const report: InvariantReport = { violations: [], counts: { campaigns: campaigns.length, teams: 0, battles: 0, rolls: 0, entries: 0, explainedEdits: 0, byStatus: {} } };
  for (const campaign of campaigns) await checkCampaign(client, campaign, report);
  return report;
}

/** One line per violation, for assertion messages. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `[${v.invariant}] campaign ${v.campaignId}${v.battleId ? ` battle ${v.battleId}` : ""}: ${v.message}`).join("\n");
}

type CampaignRow = { id: string; gameSystem: string; rollSequence: number; finishedAt: Date | null; winners: Prisma.JsonValue; finishedByBattleId: string | null };

async function checkCampaign(client: Client, campaign: CampaignRow, report: InvariantReport) {
  const campaignId = campaign.id;
  const add = (invariant: InvariantId, message: string, battleId?: string) => report.violations.push({ invariant, campaignId, ...(battleId ? { battleId } : {}), message });

  const [teams, entries, battleRows, rolls, activity, now] = await Promise.all([
    client.team.findMany({ where: { campaignId }, select: { id: true, campaignId: true } }),
    client.storyPointEntry.findMany({
      where: { OR: [{ campaignId }, { team: { campaignId } }] },
      select: { id: true, teamId: true, campaignId: true, currency: true, delta: true, reason: true, battleId: true, reversesEntryId: true, idempotencyKey: true },
    }),
    client.battle.findMany({ where: { campaignId }, orderBy: { issue: "asc" }, include: BATTLE_INCLUDE }),
    client.roll.findMany({ where: { campaignId }, orderBy: { sequence: "asc" }, select: { sequence: true, battleId: true, slot: true, sides: true, faces: true } }),
    client.activityEvent.findMany({
      where: { campaignId, kind: { in: [...BATTLE_ACTIVITY, ...TEAM_EDITS, "STORY_POINT_GOAL_RAISED"] } },
      select: { kind: true, payload: true, createdAt: true },
    }),
    loadTeamStates(campaignId, client),
  ]);
  report.counts.teams += teams.length;
  report.counts.entries += entries.length;
  report.counts.rolls += rolls.length;
  report.counts.battles += battleRows.length;
  for (const b of battleRows) report.counts.byStatus[b.status] = (report.counts.byStatus[b.status] ?? 0) + 1;

  // ledger-balance: the app's derived totals against the rows, summed here.
  const teamIds = teams.map((t) => t.id);
  const derived = await storyPointTotals(teamIds, client);
  const reversedBy = new Map(entries.filter((e) => e.reversesEntryId).map((e) => [e.reversesEntryId!, e]));
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const teamId of teamIds) {
    const own = entries.filter((e) => e.teamId === teamId);
    const balance = own.reduce((sum, e) => sum + e.delta, 0);
    const earned = own.reduce((sum, e) => sum + (e.reversesEntryId ? Math.min(e.delta, 0) : Math.max(e.delta, 0)), 0);
    const app = totalsOf(derived, teamId);
    if (app.balance !== balance || app.earned !== earned) {
      add("ledger-balance", `team ${teamId}: the app derives balance ${app.balance} / earned ${app.earned}, its ${own.length} entries sum to ${balance} / ${earned}`);
    }
  }
  for (const e of entries) {
    if (e.campaignId !== campaignId || !teamIds.includes(e.teamId)) add("ledger-balance", `entry ${e.idempotencyKey} is filed under another campaign than its team's`);
    if (e.delta === 0) add("ledger-balance", `entry ${e.idempotencyKey} changes nothing (delta 0)`);
    if (!isLedgerEntry(gameSystem(campaign.gameSystem), e))
      add("ledger-balance", `entry ${e.idempotencyKey} is in ${e.currency} for ${e.reason}, which the campaign's game system does not know`);
    if (e.reversesEntryId) {
      const original = byId.get(e.reversesEntryId);
      if (!original) add("ledger-reversal", `entry ${e.idempotencyKey} reverses an entry that does not exist`);
      else if (original.teamId !== e.teamId || original.delta !== -e.delta || original.reversesEntryId) {
        add("ledger-reversal", `entry ${e.idempotencyKey} does not cancel ${original.idempotencyKey} (team or delta differ, or it reverses a reversal)`);
      }
    }
  }

  // roll-sequence: 1..N without gaps, and the counter at N.
  rolls.forEach((roll, i) => {
    if (roll.sequence !== i + 1) add("roll-sequence", `roll number ${i + 1} is missing or repeated: the ${i + 1}th roll has number ${roll.sequence}`);
  });
  if (campaign.rollSequence !== rolls.length) add("roll-sequence", `Campaign.rollSequence is ${campaign.rollSequence} but the log holds ${rolls.length} rolls`);
  for (const roll of rolls) {
    if (roll.faces.length === 0 || roll.faces.some((f) => !Number.isInteger(f) || f < 1 || f > roll.sides))
      add("roll-log", `roll #${roll.sequence} has faces impossible on a D${roll.sides}: [${roll.faces}]`, roll.battleId ?? undefined);
  }

  const battleIds = new Set(battleRows.map((b) => b.id));
  for (const roll of rolls) if (roll.battleId && !battleIds.has(roll.battleId)) add("roll-log", `roll #${roll.sequence} belongs to a battle of another campaign`);
  for (const e of entries) if (e.battleId && !battleIds.has(e.battleId)) add("battle-applied", `entry ${e.idempotencyKey} belongs to a battle of another campaign`);

  // Characters a battle brought (thralls) and whether they exist now.
  const broughtIds = battleRows.flatMap((row) => broughtBy(readBattle(row).data));
  const existing = new Set(broughtIds.length === 0 ? [] : (await client.character.findMany({ where: { id: { in: broughtIds } }, select: { id: true } })).map((c) => c.id));
  const fieldedIds = battleRows.filter((b) => b.status === "RESOLVED").flatMap((b) => readBattle(b).data.teams.flatMap((t) => t.lineUp.map((m) => m.characterId)));
  const notFought = new Set(
    fieldedIds.length === 0 ? [] : (await client.character.findMany({ where: { id: { in: fieldedIds }, hasFought: false }, select: { id: true } })).map((c) => c.id),
  );

  /** Each playing team's state as the last battle left it (and since when), walking the issues in order. */
  const leftBy = new Map<string, { state: SmfTeamState; issue: number; since: Date }>();
  const payloadOf = (a: { payload: Prisma.JsonValue }) => (a.payload ?? {}) as { battleId?: string; teamId?: string };
  const edits = activity.filter((a) => (TEAM_EDITS as readonly string[]).includes(a.kind));
  /** The story-point goal at a moment: today's, less every raise the log records after it. */
  const raises = activity.filter((a) => a.kind === "STORY_POINT_GOAL_RAISED").sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const goalAt = (moment: Date) =>
    raises
      .filter((a) => a.createdAt > moment)
      .reduce((goal, a) => (a.payload as { from: number }).from ?? goal, battleRows[0] ? readBattle(battleRows[0]).data.options.storyPointGoal : 0);
  /** The log's edits of the team after `since` (and up to `until`). */
  const editsBetween = (teamId: string, since: Date, until: Date | null) =>
    edits.filter(
      (a) => payloadOf(a).teamId === teamId && a.createdAt.getTime() > since.getTime() - CLOCK_MARGIN_MS && (!until || a.createdAt.getTime() < until.getTime() + CLOCK_MARGIN_MS),
    );
  /**
   * Compares the state a battle left with the team's state later. A recruit (CHARACTER_ADDED) is
   * taken out of the later state and the rest compared; any other edit explains the difference.
   */
  const sameTeam = (left: SmfTeamState, later: SmfTeamState, teamId: string, since: Date, until: Date | null): boolean => {
    const between = editsBetween(teamId, since, until);
    if (between.some((a) => a.kind !== "CHARACTER_ADDED")) {
      report.counts.explainedEdits++;
      return true;
    }
    // Within the clock margin a recruit may be older than the state it is compared from: keep those.
    const known = new Set(left.characters.map((c) => c.id));
    const recruits = new Set(between.map((a) => (a.payload as { characterId?: string }).characterId).filter((id) => id && !known.has(id)));
    return comparable(left) === comparable({ ...later, characters: later.characters.filter((c) => !recruits.has(c.id)) });
  };
  for (const row of battleRows) {
    const loaded = readBattle(row);
    const { data } = loaded;
    const battleId = row.id;
    const say = (invariant: InvariantId, message: string) => add(invariant, `issue #${row.issue} (${row.status}): ${message}`, battleId);

    checkStoredState(row.status, data, row.applyCount, say);
    const lines = activity.filter((a) => payloadOf(a).battleId === battleId);
    // The tally reads the goal, which an organiser may raise later (Ruling R14): replay with the goal of the day.
    const tallied = lines.find((a) => a.kind === "BATTLE_RESOLVED")?.createdAt;
    const replayData = tallied ? { ...data, options: { ...data.options, storyPointGoal: goalAt(tallied) } } : data;
    checkRollLog(
      replayData,
      loaded.events,
      rolls.filter((r) => r.battleId === battleId),
      say,
    );

    // battle-applied
    const own = entries.filter((e) => e.battleId === battleId && !e.reversesEntryId);
    const unreversed = own.filter((e) => !reversedBy.has(e.id));
    if (row.status === "RESOLVED") {
      if (row.applyCount < 1 || !row.resolvedAt) say("battle-applied", `resolved but applyCount is ${row.applyCount} / resolvedAt ${row.resolvedAt}`);
      const current = `battle:${battleId}:apply-${row.applyCount}:`;
      const applied = own.filter((e) => e.idempotencyKey.startsWith(current)).sort((a, b) => entryIndex(a.idempotencyKey) - entryIndex(b.idempotencyKey));
      const expected = data.preBattle && data.postBattleState ? [...data.preBattle.changes.ledger, ...ledgerOf(loaded.events)] : null;
      const got = applied.map((e) => `${e.teamId} ${e.delta} ${e.reason}`);
      const want = expected?.map((e) => `${e.teamId} ${e.delta} ${SMF_REASON_TO_LEDGER[e.reason]}`);
      if (!want || canonicalJson(got) !== canonicalJson(want) || applied.some((e, n) => entryIndex(e.idempotencyKey) !== n)) {
        say("battle-applied", `its ledger entries [${got.join("; ")}] are not the ledger its results carry [${want?.join("; ") ?? "no results"}]`);
      }
      const stale = unreversed.filter((e) => !e.idempotencyKey.startsWith(current));
      if (stale.length > 0) say("battle-applied", `${stale.length} entries of an earlier application were never reversed`);
      if (applied.some((e) => reversedBy.has(e.id))) say("battle-applied", "an entry of its current application is reversed");
      const unfought = data.teams.flatMap((t) => t.lineUp).filter((m) => notFought.has(m.characterId));
      if (unfought.length > 0) say("battle-applied", `fielded characters never marked as having fought: ${unfought.map((m) => m.name).join(", ")}`);
    } else if (row.status === "UNDONE") {
      if (row.applyCount < 1) say("battle-applied", "undone but never applied");
      if (unreversed.length > 0) say("battle-applied", `${unreversed.length} of its entries are not reversed`);
    } else {
      if (row.applyCount !== 0) say("battle-applied", `not resolved, yet applied ${row.applyCount} times`);
      if (own.length > 0) say("battle-applied", `not resolved, yet ${own.length} ledger entries carry its id`);
    }
    if (row.status !== "RESOLVED") {
      const ghosts = broughtBy(data).filter((id) => existing.has(id));
      if (ghosts.length > 0) say("battle-applied", `characters it brought exist though it is not applied: ${ghosts.join(", ")}`);
    } else {
      const missing = broughtBy(data).filter((id) => !existing.has(id));
      if (missing.length > 0) say("battle-applied", `characters it brought are missing: ${missing.join(", ")}`);
    }

    // battle-activity
    const count = (kind: (typeof BATTLE_ACTIVITY)[number]) => lines.filter((a) => a.kind === kind).length;
    const undos = row.status === "UNDONE" ? row.applyCount : Math.max(0, row.applyCount - 1);
    const wanted: Record<(typeof BATTLE_ACTIVITY)[number], number> = {
      BATTLE_CREATED: 1,
      BATTLE_PRE_BATTLE_DONE: data.preBattle ? 1 : 0,
      BATTLE_RESOLVED: row.applyCount > 0 ? 1 : 0,
      BATTLE_REDONE: Math.max(0, row.applyCount - 1),
      BATTLE_UNDONE: undos,
      BATTLE_CANCELLED: row.status === "CANCELLED" ? 1 : 0,
    };
    for (const kind of BATTLE_ACTIVITY) {
      if (count(kind) !== wanted[kind]) say("battle-activity", `${count(kind)} ${kind} lines, expected ${wanted[kind]}`);
    }

    // battle-roster: the snapshot is what the previous battle left; a resolved battle leaves its final state.
    // Rosters lock with the choices, so the snapshot is the state up to the pre-battle's end at the latest.
    const preBattleDone = lines.find((a) => a.kind === "BATTLE_PRE_BATTLE_DONE")?.createdAt ?? null;
    if (data.snapshot) {
      for (const { teamId } of data.teams) {
        const found = data.snapshot.teams.find((t) => t.teamId === teamId);
        const before = leftBy.get(teamId);
        if (!found) say("battle-state", `team ${teamId} is missing from its snapshot`);
        else if (before && !sameTeam(before.state, found, teamId, before.since, preBattleDone)) {
          say("battle-roster", `team ${found.name} was not as issue #${before.issue} left it when this battle locked its choices`);
        }
        // Not resolved: the team stays as the snapshot found it (an undo or cancel put it back, or it is still playing).
        const leaves = row.status === "RESOLVED" ? data.postBattleState?.teams.find((t) => t.teamId === teamId) : found;
        const since =
          (row.status === "RESOLVED" ? row.resolvedAt : row.status === "UNDONE" ? row.undoneAt : row.status === "CANCELLED" ? row.cancelledAt : row.createdAt) ?? row.createdAt;
        if (leaves) leftBy.set(teamId, { state: leaves, issue: row.issue, since });
      }
    }
  }
  for (const [teamId, { state, issue, since }] of leftBy) {
    const current = now.teams.find((t) => t.teamId === teamId);
    if (!current) continue;
    if (!sameTeam(state, current, teamId, since, null)) add("battle-roster", `team ${current.name} is not as issue #${issue} left it (roster, counters or story points)`);
  }

  // campaign-end
  if (Boolean(campaign.finishedAt) !== Boolean(campaign.winners)) add("campaign-end", "finishedAt and winners disagree");
  if (campaign.finishedByBattleId) {
    const by = battleRows.find((b) => b.id === campaign.finishedByBattleId);
    if (!by || by.status !== "RESOLVED") add("campaign-end", `finished by a battle that is ${by ? by.status : "missing"}`);
  }
}

/** A team state compared as the rules read it: names may change freely (as undo-battle.ts compares). */
function comparable(team: SmfTeamState): string {
  return canonicalJson({ ...team, name: null, characters: team.characters.map((c) => ({ ...c, name: null })) });
}

function entryIndex(key: string): number {
  return Number(key.slice(key.lastIndexOf(":") + 1));
}

/** Characters in a battle's final state that its snapshot did not have (a Vampire's thralls). */
function broughtBy(data: BattleData): string[] {
  if (!data.snapshot || !data.postBattleState) return [];
  const before = new Set(data.snapshot.teams.flatMap((t) => t.characters.map((c) => c.id)));
  const playing = new Set(data.teams.map((t) => t.teamId));
  return data.postBattleState.teams.filter((t) => playing.has(t.teamId)).flatMap((t) => t.characters.map((c) => c.id).filter((id) => !before.has(id)));
}

type Say = (invariant: InvariantId, message: string) => void;

/** battle-state: the columns a status needs are there, and none of a later stage. */
function checkStoredState(status: string, data: BattleData, applyCount: number, say: Say) {
  const has = { snapshot: Boolean(data.snapshot && data.preBattleChoices), preBattle: Boolean(data.preBattle), report: Boolean(data.report), post: Boolean(data.postBattleState) };
  const needs: Record<string, Array<keyof typeof has>> = {
    SETUP: [],
    PRE_BATTLE: ["snapshot"],
    REPORTING: ["snapshot", "preBattle"],
    AWAITING_CONFIRMATION: ["snapshot", "preBattle", "report"],
    POST_BATTLE: ["snapshot", "preBattle", "report", "post"],
    RESOLVED: ["snapshot", "preBattle", "report", "post"],
    UNDONE: ["snapshot", "preBattle", "report", "post"],
  };
  const forbids: Record<string, Array<keyof typeof has>> = {
    SETUP: ["snapshot", "preBattle", "report", "post"],
    PRE_BATTLE: ["preBattle", "report", "post"],
    REPORTING: ["report", "post"],
    AWAITING_CONFIRMATION: ["post"],
  };
  for (const column of needs[status] ?? []) if (!has[column]) say("battle-state", `${status} without its ${column}`);
  for (const column of forbids[status] ?? []) if (has[column]) say("battle-state", `${status} already holds a ${column}`);
  const steps = POST_BATTLE_SEQUENCE.length;
  if (data.postBattleStep < 0 || data.postBattleStep > steps) say("battle-state", `post-battle step ${data.postBattleStep} is out of range`);
  if ((status === "RESOLVED" || status === "UNDONE") && data.postBattleStep !== steps) say("battle-state", `finished at post-battle step ${data.postBattleStep} of ${steps}`);
  if (OPEN.has(status) && status === "POST_BATTLE" && data.postBattleStep >= steps) say("battle-state", "every post-battle step ran but the battle was not applied");
  if (OPEN.has(status) && applyCount !== 0) say("battle-state", `open, yet applied ${applyCount} times`);
}

type RollRow = { sequence: number; slot: string; sides: number; faces: number[] };

/**
 * The battle as its tally saw it: an organiser may raise the campaign's goal after a battle
 * (Ruling R14), and a replay against the raised goal would tally differently from what was stored.
 * The tally event records the goal it ran against.
 */
function asTallied(data: BattleData, storedEvents: PostBattleEvent[]): BattleData {
  const tally = storedEvents.find((event) => event.kind === "tally");
  if (tally?.kind !== "tally" || tally.goal === undefined) return data;
  return { ...data, options: { ...data.options, storyPointGoal: tally.goal } };
}

/**
 * roll-log: the rolls of one battle, replayed through the rules, give exactly what the battle
 * stored; the step under way is the only one with dice it has not finished using.
 */
function checkRollLog(data: BattleData, storedEvents: PostBattleEvent[], rolls: RollRow[], say: Say) {
  data = asTallied(data, storedEvents);
  const stages = new Map<string, Array<{ index: number; roll: RollRow }>>();
  for (const roll of rolls) {
    const cut = roll.slot.lastIndexOf(":");
    const list = stages.get(roll.slot.slice(0, cut)) ?? [];
    list.push({ index: Number(roll.slot.slice(cut + 1)), roll });
    stages.set(roll.slot.slice(0, cut), list);
  }
  const faces = new Map<string, number[]>();
  for (const [prefix, list] of stages) {
    list.sort((a, b) => a.index - b.index);
    let next = 0;
    for (const { index, roll } of list) {
      if (index !== next) say("roll-log", `roll #${roll.sequence} (${roll.slot}) starts at die ${index}, but the stage's dice so far end at ${next}`);
      next = index + roll.faces.length;
    }
    faces.set(
      prefix,
      list.flatMap((r) => r.roll.faces),
    );
  }
  const known = new Set(["pre-battle", ...POST_BATTLE_SEQUENCE.map(({ step }) => stageSlotPrefix({ kind: "post-battle", step }))]);
  for (const prefix of faces.keys()) if (!known.has(prefix)) say("roll-log", `rolls in an unknown stage "${prefix}"`);

  const attempt = (what: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      say("roll-log", `replaying ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const pre = faces.get("pre-battle") ?? [];
  attempt("the pre-battle", () => {
    if (!data.snapshot || !data.preBattleChoices) {
      if (pre.length > 0) say("roll-log", `${pre.length} pre-battle dice before the choices were locked`);
      return;
    }
    const probe = probePreBattle(data, pre);
    if (data.preBattle) {
      if (probe.status !== "complete") say("roll-log", "the recorded pre-battle dice do not finish the pre-battle, yet its result is stored");
      else if (canonicalJson(stored(probe.result)) !== canonicalJson(data.preBattle)) say("roll-log", "the recorded pre-battle dice give another result than the stored one");
    } else if (probe.status === "complete") {
      say("roll-log", "the recorded pre-battle dice finish the pre-battle, but its result was never stored");
    }
  });

  const postFaces = POST_BATTLE_SEQUENCE.map(({ step }) => faces.get(stageSlotPrefix({ kind: "post-battle", step })) ?? []);
  if (!data.postBattleState) {
    if (postFaces.some((f) => f.length > 0)) say("roll-log", "post-battle dice before the post-battle started");
    return;
  }
  attempt("the post-battle", () => {
    let state = initialPostBattleState(postBattleInput(data));
    const events: PostBattleEvent[] = [];
    POST_BATTLE_SEQUENCE.forEach(({ step }, i) => {
      const recorded = postFaces[i]!;
      if (i > data.postBattleStep) {
        if (recorded.length > 0) say("roll-log", `dice recorded for ${step}, a step after the one under way`);
        return;
      }
      if (i === data.postBattleStep) {
        if (recorded.length === 0) return;
        const probe = probePostBattleStep({ ...data, postBattleState: state }, step, recorded);
        if (probe.status === "complete" && probe.result.ok) say("roll-log", `the dice recorded for ${step} finish it, but the battle did not move past it`);
        return;
      }
      const probe = probePostBattleStep({ ...data, postBattleState: state }, step, recorded);
      if (probe.status !== "complete") say("roll-log", `the recorded dice do not finish ${step}, yet the battle moved past it`);
      else if (!probe.result.ok) say("roll-log", `${step} refuses its choices on replay, yet the battle moved past it`);
      else {
        state = probe.result.state;
        events.push(...probe.result.events);
      }
    });
    if (canonicalJson(stored(events)) !== canonicalJson(storedEvents)) say("roll-log", "the replayed post-battle events differ from the stored ones");
    if (canonicalJson(stored(state)) !== canonicalJson(data.postBattleState)) say("roll-log", "the replayed post-battle state differs from the stored one");
  });
}

/** A value as it reads back from a JSON column (undefined dropped). */
function stored(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}
