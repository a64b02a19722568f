/**
 * The whole pre-battle phase for every team of a battle (SMF L1958–L2118, events L2453–L2561),
 * in this order:
 *  1. curses lifted with story points (no dice; before the checks so the TNs drop);
 *  2. the subplot table (one D6 for the battle);
 *  3. per team, in input order: either a Mentalist or Sorcerer tries to lift a curse instead of
 *     the subplot roll (L2473; no driver is picked then, since the driver exists only to make that
 *     roll), or the random subplot driver and its subplot check;
 *  4. character connections between drivers of the same subplot;
 *  5. the scenario (chosen or D6) and its special event (chosen or D6), with the event's setup die;
 *  6. the Curse event, if that is the event;
 *  6b. Team-Up only: the guest-star contest (rollTeamUpGuestStar), after the subplot checks so
 *     each team's subplot pool is known;
 *  7. per team: sidekick arrivals, Weird-bump activation, late arrivals (no dice).
 * Every choice is an input and is validated before the first die is thrown.
 */
import type { Dice } from "../../dice";
import type { CheckCategory, SmfCharacter } from "../character";
import type { ScenarioId } from "../data/scenarios";
import { SUBPLOT_DICE_MAX_PER_THROW } from "../data/subplot-table";
import type { SpecialEventId } from "../data/special-events";
import type { RosterOptions } from "../roster/check-pool";
import type { RuleReference } from "../rule-reference";
import { SMF_RULES_VERSION } from "../rules-version";
import type { StoryPointLedgerEntry } from "../story-points/ledger";
import type { SmfTeamState } from "../team";
import { findMember } from "../team-members";
import { lineUpMembers, resolveFielded } from "./fielded-members";
import { lateArrivals, nextBattleNotes, type LateArrival } from "./late-arrivals";
import { liftCurseByMagic, liftCursesBeforeBattle, validateMagicLift, type CurseLiftMagicRecord, type StoryPointCurseLifts } from "./lift-curse";
import { MAX_NUMBERED_MEMBERS } from "./pick-random-member";
import { pickScenario, type ScenarioRecord } from "./pick-scenario";
import type { CurseChange, MemberRef } from "./pre-battle-record";
import { resolveCharacterConnections, type CharacterConnection, type ConnectionParty } from "./resolve-character-connections";
import { rollCurseEvent, type CurseEventRecord } from "./roll-curse-event";
import { planSidekickArrivals, rollSidekickArrivals, type SidekickArrivalRecord } from "./roll-sidekick-arrivals";
import { rollSpecialEvent, type SpecialEventRecord } from "./roll-special-event";
import { chooseSubplot, rollSubplotCheck, subplotPoolSize, type SubplotCheckRecord } from "./roll-subplot-check";
import { rollSubplotTable, type SubplotTableRecord } from "./roll-subplot-table";
import { guestStarEntrantProblem, rollTeamUpGuestStar, type GuestStarChoice, type GuestStarRecord } from "./roll-team-up-guest-star";
import { rollWeirdBumpActivation, type WeirdBumpActivationRecord } from "./roll-weird-bump-activation";
import { canDriveSubplot, selectSubplotDriver, type SubplotDriverRecord } from "./select-subplot-driver";

export interface PreBattleTeamInput {
  team: SmfTeamState;
  /** The line-up for this battle, in the order the player numbers them for random picks. */
  fieldedIds: string[];
  /** Subplots the player wants, best first; the first one in play is driven. Else the default chooser. */
  subplotPreference?: CheckCategory[];
  /** Give up the subplot roll: this Mentalist or Sorcerer tries to lift one curse from the target. */
  curseLiftByMagic?: { casterId: string; targetId: string };
  /** Curses to lift for 1 SP each, one entry per curse. */
  curseLiftsWithStoryPoints?: string[];
  /** The team did not pay its Magic Artifact's upkeep after the last battle (L898). */
  isMagicArtifactUpkeepUnpaid?: boolean;
  /** Henchmen groups wiped out in the team's last battle (L1901). */
  wipedOutHenchmenIds?: string[];
  /** See rollSidekickArrivals. */
  sidekickChoices?: Record<string, string>;
  /** Ruling R22: re-roll 4s and 5s for 6s on this team's checks. */
  chaseSixes?: boolean;
  /**
   * Team-Up only (ignored in other scenarios): subplot dice to add to the guest-star roll (0–2,
   * L2289) and what the team does if it wins. A request for more dice than the pool holds once
   * the subplot check is rolled adds the whole pool instead: see runPreBattle.
   */
  guestStar?: { subplotDice?: number; choice?: GuestStarChoice };
}

export interface PreBattleInput {
  teams: PreBattleTeamInput[];
  /** An agreed scenario; otherwise rolled. */
  scenarioId?: ScenarioId;
  /** An agreed special event; otherwise rolled on the scenario's table. */
  specialEventId?: SpecialEventId;
  rosterOptions?: RosterOptions;
}

/** STORED AS JSON (pre-battle events); changing it needs a data migration. */
export type PreBattleRecord =
  | StoryPointCurseLifts
  | SubplotTableRecord
  | CurseLiftMagicRecord
  | SubplotDriverRecord
  | SubplotCheckRecord
  | ScenarioRecord
  | SpecialEventRecord
  | CurseEventRecord
  | GuestStarRecord
  | SidekickArrivalRecord
  | WeirdBumpActivationRecord;

/** What a team's player sees before deploying. STORED AS JSON with the result. */
export interface PreBattleTeamCard {
  teamId: string;
  teamName: string;
  fielded: MemberRef[];
  /** Absent when the team gave up its subplot roll to lift a curse. */
  driver?: MemberRef;
  subplotCheck?: SubplotCheckRecord;
  curseLiftByMagic?: CurseLiftMagicRecord;
  curseLiftsWithStoryPoints?: StoryPointCurseLifts;
  earnedSubplotDice: number;
  carriedSubplotDice: number;
  /**
   * Subplot dice left for this battle: earned + carried, less any added to Team-Up's guest-star
   * roll. At most SUBPLOT_DICE_MAX_PER_THROW on one throw.
   */
  subplotPool: number;
  /** Team-Up: subplot dice this team added to the guest-star roll. */
  guestStarSubplotDice?: number;
  /** Team-Up: the guest-star contest (the same record on every team's card). */
  guestStar?: GuestStarRecord;
  connections: CharacterConnection[];
  curseEvent?: CurseEventRecord;
  sidekicks: SidekickArrivalRecord[];
  weirdBumps: WeirdBumpActivationRecord[];
  lateArrivals: LateArrival[];
  /** Effects already on the characters (injuries, curses) for this battle. */
  notes: string[];
  /** The card as plain lines. */
  lines: string[];
}

/** State the app must store after the pre-battle. The rules never change a team themselves. */
export interface PreBattleChanges {
  curses: CurseChange[];
  /** Story-point ledger entries to append (Ruling R8), with the counters after each. */
  ledger: StoryPointLedgerEntry[];
  weirdBumpsActive: Array<{ teamId: string; characterId: string; isActive: boolean }>;
  /**
   * Per team: carried subplot dice are spent by this battle (set carriedSubplotDice to 0) and the
   * replaced-sidekick 2+ applies to this battle only (clear replacedSidekickIds; L1035).
   */
  teamResets: Array<{ teamId: string; carriedSubplotDice: 0; replacedSidekickIds: [] }>;
}

export interface PreBattleResult {
  ok: true;
  rulesVersion: typeof SMF_RULES_VERSION;
  subplotTable: SubplotTableRecord;
  scenario: ScenarioRecord;
  specialEvent: SpecialEventRecord;
  connections: CharacterConnection[];
  /** Team-Up only. */
  guestStar?: GuestStarRecord;
  teams: PreBattleTeamCard[];
  /** Every step in the order its dice were thrown. */
  records: PreBattleRecord[];
  changes: PreBattleChanges;
}

export type PreBattleProblemCode =
  | "no-teams"
  | "duplicate-team"
  | "no-fielded-characters"
  | "unknown-character"
  | "duplicate-character"
  | "character-unavailable"
  | "too-many-members"
  | "no-eligible-driver"
  | "caster-cannot-lift"
  | "caster-unavailable"
  | "target-not-cursed"
  | "insufficient-balance"
  | "unknown-sidekick"
  | "invalid-subplot-dice"
  | "subplot-dice-over-cap"
  /** Shared with rollTeamUpGuestStar; runPreBattle itself cuts a spend to the pool instead. */
  | "insufficient-subplot-dice"
  | "guest-star-not-allowed";

export interface PreBattleProblem {
  teamId?: string;
  code: PreBattleProblemCode;
  message: string;
  /** The book line or ruling the problem cites; never inside `message`. */
  rule?: RuleReference;
}

/**
 * Runs the pre-battle phase. Returns `{ ok: false, problems }` (and throws no die) when any input
 * is illegal: see PreBattleProblemCode; each code comes from the step that checks it.
 */
export function runPreBattle(input: PreBattleInput, dice: Dice): PreBattleResult | { ok: false; problems: PreBattleProblem[] } {
  const planned = validate(input);
  if (!planned.ok) return planned;
  const { teams } = planned;
  const records: PreBattleRecord[] = [];
  const changes: PreBattleChanges = { curses: [], ledger: [], weirdBumpsActive: [], teamResets: [] };

  // 1. Story-point lifts, already validated.
  for (const t of teams) {
    if (!t.spLifts) continue;
    records.push(t.spLifts);
    changes.ledger.push(...t.spLifts.ledger);
    changes.curses.push(...t.spLifts.curseChanges);
  }

  // 2. Subplot table.
  const subplotTable = rollSubplotTable(dice);
  records.push(subplotTable);

  // 3. Per team: curse lift by magic, or driver and subplot check.
  for (const t of teams) {
    const lift = t.input.curseLiftByMagic;
    if (lift) {
      const result = liftCurseByMagic(
        { team: t.working, casterId: lift.casterId, targetId: lift.targetId, rosterOptions: input.rosterOptions, chaseSixes: t.input.chaseSixes },
        dice,
      );
      if (!result.ok) throw new Error(`runPreBattle: a validated curse lift failed: ${result.error.message}`);
      const { ok: _ok, ...record } = result;
      t.magicLift = record;
      records.push(record);
      if (record.curseChange) {
        changes.curses.push(record.curseChange);
        applyCurse(t.working, record.curseChange.characterId, -1);
      }
      continue;
    }
    const driverResult = selectSubplotDriver({ teamId: t.working.teamId, teamName: t.working.name, fielded: t.fielded() }, dice);
    if (!driverResult.ok) throw new Error(`runPreBattle: a validated driver pick failed: ${driverResult.error.message}`);
    const { ok: _okDriver, ...driverRecord } = driverResult;
    t.driverRecord = driverRecord;
    records.push(driverRecord);
    const driver = t.fielded().find((c) => c.id === driverRecord.driver.characterId)!;
    const { category, choice } = chooseSubplot(driver, subplotTable.subplots, t.input.subplotPreference, input.rosterOptions);
    const check = rollSubplotCheck(
      {
        teamId: t.working.teamId,
        driver,
        subplots: subplotTable.subplots,
        category,
        choice,
        rosterOptions: input.rosterOptions,
        chaseSixes: t.input.chaseSixes,
      },
      dice,
    );
    if (!check.ok) throw new Error(`runPreBattle: ${check.error.message}`);
    const { ok: _okCheck, ...checkRecord } = check;
    t.subplotCheck = checkRecord;
    records.push(checkRecord);
  }

  // 4. Connections.
  const parties: ConnectionParty[] = teams.flatMap((t) =>
    t.subplotCheck
      ? [
          {
            teamId: t.working.teamId,
            driver: t.subplotCheck.driver,
            category: t.subplotCheck.category,
            earnedSubplotDice: t.subplotCheck.earnedSubplotDice,
          },
        ]
      : [],
  );
  const connections = resolveCharacterConnections(parties);

  // 5. Scenario and special event.
  const scenario = pickScenario({ chosenId: input.scenarioId }, dice);
  records.push(scenario);
  const specialEvent = rollSpecialEvent({ scenarioId: scenario.scenarioId, chosenId: input.specialEventId }, dice);
  records.push(specialEvent);

  // 6. Curse event.
  if (specialEvent.eventId === "curse") {
    const curseRecords = rollCurseEvent(
      teams.map((t) => ({ teamId: t.working.teamId, teamName: t.working.name, fielded: t.fielded() })),
      dice,
    );
    curseRecords.forEach((record, i) => {
      const t = teams[i]!;
      t.curseEvent = record;
      records.push(record);
      if (record.curseChange) {
        changes.curses.push(record.curseChange);
        applyCurse(t.working, record.curseChange.characterId, 1);
      }
    });
  }

  // 6b. Team-Up's guest star. Validation already refused a spend over +2D; a spend beyond the pool
  // the subplot check left is cut to the pool, since the player could not know it in advance.
  let guestStar: GuestStarRecord | undefined;
  if (scenario.scenarioId === "team-up") {
    const result = rollTeamUpGuestStar(
      {
        teams: teams.map((t) => {
          const subplotPool = subplotPoolSize(t.subplotCheck?.earnedSubplotDice ?? 0, t.working.carriedSubplotDice);
          return {
            teamId: t.working.teamId,
            teamName: t.working.name,
            subplotPool,
            subplotDice: Math.min(t.input.guestStar?.subplotDice ?? 0, subplotPool),
            ...(t.input.guestStar?.choice ? { choice: t.input.guestStar.choice } : {}),
          };
        }),
      },
      dice,
    );
    if (!result.ok) throw new Error(`runPreBattle: a validated guest-star roll failed: ${result.error.message}`);
    const { ok: _okGuest, ...record } = result;
    guestStar = record;
    records.push(record);
    for (const t of teams) t.guestStar = record;
  }

  // 7. Arrivals and Weird bumps.
  for (const t of teams) {
    const sidekicks = rollSidekickArrivals({ team: t.working, fielded: t.fielded(), sidekickChoices: t.input.sidekickChoices }, dice);
    if (!sidekicks.ok) throw new Error(`runPreBattle: ${sidekicks.error.message}`);
    t.sidekicks = sidekicks.records;
    records.push(...sidekicks.records);
    t.weird = rollWeirdBumpActivation({ teamId: t.working.teamId, fielded: t.fielded() }, dice);
    records.push(...t.weird);
    changes.weirdBumpsActive.push(...t.weird.map((w) => ({ teamId: w.teamId, characterId: w.character.characterId, isActive: w.isActive })));
    changes.teamResets.push({ teamId: t.working.teamId, carriedSubplotDice: 0, replacedSidekickIds: [] });
  }

  const cards = teams.map((t) => teamCard(t, connections));
  return {
    ok: true,
    rulesVersion: SMF_RULES_VERSION,
    subplotTable,
    scenario,
    specialEvent,
    connections,
    ...(guestStar ? { guestStar } : {}),
    teams: cards,
    records,
    changes,
  };
}

/** A team as the run goes: a working copy whose curses follow the lifts and the Curse event. */
interface TeamRun {
  input: PreBattleTeamInput;
  working: SmfTeamState;
  fieldedIds: string[];
  fielded: () => SmfCharacter[];
  spLifts?: StoryPointCurseLifts;
  magicLift?: CurseLiftMagicRecord;
  driverRecord?: SubplotDriverRecord;
  subplotCheck?: SubplotCheckRecord;
  curseEvent?: CurseEventRecord;
  guestStar?: GuestStarRecord;
  sidekicks: SidekickArrivalRecord[];
  weird: WeirdBumpActivationRecord[];
}

function validate(input: PreBattleInput): { ok: true; teams: TeamRun[] } | { ok: false; problems: PreBattleProblem[] } {
  const problems: PreBattleProblem[] = [];
  if (input.teams.length === 0) problems.push({ code: "no-teams", message: "A battle needs at least one team." });
  const seen = new Set<string>();
  const teams: TeamRun[] = [];
  for (const teamInput of input.teams) {
    const teamId = teamInput.team.teamId;
    const add = (code: PreBattleProblemCode, message: string, rule?: RuleReference) => problems.push({ teamId, code, message, ...(rule ? { rule } : {}) });
    if (seen.has(teamId)) {
      add("duplicate-team", `${teamInput.team.name} is listed twice.`);
      continue;
    }
    seen.add(teamId);

    const fielded = resolveFielded(teamInput.team, teamInput.fieldedIds);
    if (!fielded.ok) {
      add(fielded.error.code, fielded.error.message, fielded.error.rule);
      continue;
    }
    const members = lineUpMembers(fielded.fielded);
    if (members.length > MAX_NUMBERED_MEMBERS) {
      add("too-many-members", `${teamInput.team.name} fields ${members.length} members; at most ${MAX_NUMBERED_MEMBERS}.`, { ruling: "R4" });
    }
    if (!teamInput.curseLiftByMagic && !fielded.fielded.some(canDriveSubplot)) {
      add("no-eligible-driver", `${teamInput.team.name} fields no character or henchmen group with a background to drive the subplot.`);
    }

    const working = cloneTeam(teamInput.team);
    const run: TeamRun = {
      input: teamInput,
      working,
      fieldedIds: [...teamInput.fieldedIds],
      fielded: () => run.fieldedIds.map((id) => findMember(working, id)!),
      sidekicks: [],
      weird: [],
    };

    const spTargets = teamInput.curseLiftsWithStoryPoints ?? [];
    if (spTargets.length > 0) {
      const sp = liftCursesBeforeBattle({ team: teamInput.team, targetIds: spTargets });
      if (!sp.ok) {
        add(sp.error.code, sp.error.message, sp.error.rule);
      } else {
        const { ok: _ok, ...record } = sp;
        run.spLifts = record;
        for (const change of record.curseChanges) applyCurse(working, change.characterId, -1);
      }
    }
    if (teamInput.curseLiftByMagic) {
      const { casterId, targetId } = teamInput.curseLiftByMagic;
      const problem = validateMagicLift(working, casterId, targetId, 0);
      if (problem) add(problem.error.code, problem.error.message, problem.error.rule);
    }
    if (teamInput.guestStar) {
      const problem = guestStarEntrantProblem({ teamName: teamInput.team.name, ...teamInput.guestStar });
      if (problem) add(problem.error.code, problem.error.message, problem.error.rule);
    }
    const sidekickPlan = planSidekickArrivals({ team: working, fielded: run.fielded(), sidekickChoices: teamInput.sidekickChoices });
    if (!sidekickPlan.ok) add(sidekickPlan.error.code, sidekickPlan.error.message, sidekickPlan.error.rule);
    teams.push(run);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, teams };
}

function teamCard(t: TeamRun, allConnections: CharacterConnection[]): PreBattleTeamCard {
  const team = t.working;
  const earnedSubplotDice = t.subplotCheck?.earnedSubplotDice ?? 0;
  const carriedSubplotDice = team.carriedSubplotDice;
  const guestStarSubplotDice = t.guestStar?.entrants.find((e) => e.teamId === team.teamId)?.subplotDiceSpent;
  const subplotPool = subplotPoolSize(earnedSubplotDice, carriedSubplotDice) - (guestStarSubplotDice ?? 0);
  const connections = allConnections.filter((c) => c.between.some((p) => p.teamId === team.teamId));
  const late = lateArrivals({
    fielded: t.fielded(),
    isMagicArtifactUpkeepUnpaid: t.input.isMagicArtifactUpkeepUnpaid,
    wipedOutHenchmenIds: t.input.wipedOutHenchmenIds,
  });
  const notes = nextBattleNotes(t.fielded());

  const lines: string[] = [];
  if (t.spLifts) lines.push(t.spLifts.summary);
  if (t.magicLift) lines.push(t.magicLift.summary);
  if (t.driverRecord) lines.push(t.driverRecord.summary);
  if (t.subplotCheck) lines.push(t.subplotCheck.summary);
  const spentText = guestStarSubplotDice ? ` − ${guestStarSubplotDice} added to the guest-star roll` : "";
  lines.push(
    `Subplot pool: ${subplotPool}D (${earnedSubplotDice} earned${carriedSubplotDice > 0 ? ` + ${carriedSubplotDice} carried over` : ""}${spentText}); at most +${SUBPLOT_DICE_MAX_PER_THROW}D on one throw`,
  );
  lines.push(...connections.map((c) => c.summary));
  if (t.curseEvent) lines.push(t.curseEvent.summary);
  if (t.guestStar) lines.push(t.guestStar.summary);
  lines.push(...t.sidekicks.map((s) => s.summary));
  lines.push(...t.weird.map((w) => w.summary));
  lines.push(...late.map((l) => l.summary));
  lines.push(...notes);

  const card: PreBattleTeamCard = {
    teamId: team.teamId,
    teamName: team.name,
    fielded: t.fielded().map((c) => ({ characterId: c.id, name: c.name })),
    earnedSubplotDice,
    carriedSubplotDice,
    subplotPool,
    connections,
    sidekicks: t.sidekicks,
    weirdBumps: t.weird,
    lateArrivals: late,
    notes,
    lines,
  };
  if (t.driverRecord) card.driver = t.driverRecord.driver;
  if (t.subplotCheck) card.subplotCheck = t.subplotCheck;
  if (t.magicLift) card.curseLiftByMagic = t.magicLift;
  if (t.spLifts) card.curseLiftsWithStoryPoints = t.spLifts;
  if (t.curseEvent) card.curseEvent = t.curseEvent;
  if (t.guestStar) {
    card.guestStar = t.guestStar;
    card.guestStarSubplotDice = guestStarSubplotDice ?? 0;
  }
  return card;
}

function cloneTeam(team: SmfTeamState): SmfTeamState {
  return {
    ...team,
    characters: team.characters.map((c) => ({ ...c, state: { ...c.state } })),
  };
}

function applyCurse(team: SmfTeamState, characterId: string, delta: number): void {
  const c = findMember(team, characterId);
  if (c) c.state.curses = Math.max(0, c.state.curses + delta);
}
