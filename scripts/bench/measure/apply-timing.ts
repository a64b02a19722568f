/**
 * The time to apply a whole post-battle sequence, 4 teams of 7, through the services. Each battle
 * is set up, its pre-battle rolled and its report filed as a player would (seeded dice, so runs
 * compare), then the post-battle is played on: the app rolls every die, decision steps take their
 * default choices. The last of those calls — choosePostBattle or throwDice, whichever finishes the
 * sequence — runs the remaining steps and applyBattle (every roster change, counter, ledger entry
 * and the activity line) in one transaction: its wall time is "apply". "Sequence" is the sum of
 * every post-battle call from the report on. Server code: load only after allow-server-only.
 */
import { performance } from "node:perf_hooks";
import { seededDice } from "@/lib/rules/dice";
import { authorizeBattle, type CampaignAccess } from "@/lib/server/authz/authorize";
import type { BattleProgress } from "@/lib/games/smf/battles/battle-progress";
import { slotFor } from "@/lib/games/smf/battles/battle-stages";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { accessOrThrow } from "../../demo/set-up-demo-campaign";
import { APPLY_SCENARIO, APPLY_SPECIAL_EVENT, applyReport, benchFailure, pickLineUp } from "./apply-plan";
import { createApplyCampaign, deleteApplyCampaigns, ensureApplyAccounts, type ApplyWorld } from "./apply-world";
import { queriesSoFar, installQueryCounter } from "./query-counter";
import { round, summarize, type Distribution } from "./stats";

export interface ApplyRun {
  issue: number;
  fielded: number;
  /** The call that finished the sequence and applied the battle, ms. */
  applyMs: number;
  /** Which service that call was. */
  applyCall: "choosePostBattle" | "throwDice" | "reportBattle";
  /** Every post-battle call from the report to resolved, ms. */
  sequenceMs: number;
  calls: number;
  /** SQL statements the apply call sent (BEGIN/COMMIT included). */
  applyQueries: number;
  /** Each post-battle call in order: its time, its SQL statements, and what the battle waited for after it. */
  steps: Array<{ call: ApplyRun["applyCall"]; ms: number; queries: number; then: string }>;
}

export interface ApplyTimingResult {
  runs: number;
  campaigns: number;
  teams: number;
  rosterSize: number;
  applyMs: Distribution;
  sequenceMs: Distribution;
  /** SQL statements per apply call. */
  applyQueries: Distribution;
  setupSeconds: number;
  perBattle: ApplyRun[];
  keptCampaignIds: string[];
}

const log = (line: string) => console.log(`[bench] ${line}`);

async function battleAccess(userId: string, battleId: string): Promise<CampaignAccess> {
  const result = await authorizeBattle(userId, battleId, "battle:play");
  if (!result.ok) throw benchFailure("opening a battle", result);
  return result.access;
}

/** Sets up one battle and plays it to its report (not timed). */
async function toReport(world: ApplyWorld, seed: number) {
  const access = await accessOrThrow(world.organiser.id, world.campaignId, "battle:create");
  const { teams } = await loadTeamStates(world.campaignId);
  const lineUps = world.teamIds.map((teamId) => ({ teamId, fieldedIds: pickLineUp(teams.find((t) => t.teamId === teamId)!) }));
  const created = await createBattle(access, { teams: lineUps, scenarioChoice: APPLY_SCENARIO, specialEventChoice: APPLY_SPECIAL_EVENT });
  if (!created.ok) throw benchFailure("setting up a battle", created);
  const playAccess = await battleAccess(world.organiser.id, created.battleId);
  const locked = await lockPreBattleChoices(playAccess, created.battleId, []);
  if (!locked.ok) throw benchFailure("locking the pre-battle", locked);
  let progress = locked.progress;
  const dice = seededDice(seed);
  while (progress.kind === "needs-dice") {
    const slot = slotFor(progress.stage, progress.request.index);
    const thrown = await throwDice(playAccess, created.battleId, { slot, requestKey: `bench:${created.battleId}:${slot}`, source: "app", rollRest: true }, dice);
    if (!thrown.ok) throw benchFailure("rolling the pre-battle", thrown);
    progress = thrown.progress;
  }
  if (progress.kind !== "reporting") throw new Error(`Issue #${created.issue} waits for ${progress.kind}, not its report.`);
  return { battleId: created.battleId, issue: created.issue, access: playAccess, lineUps };
}

/** What every battle service answers. */
type ServiceResult = { ok: true; progress: BattleProgress } | { ok: false; code: string; message: string; problems?: unknown };

function describe(progress: BattleProgress): string {
  if (progress.kind === "needs-dice") return `dice for ${progress.stage.kind === "pre-battle" ? "the pre-battle" : progress.stage.step}`;
  if (progress.kind === "needs-decision" || progress.kind === "refused") return `${progress.kind} at ${progress.step}`;
  if (progress.kind === "finished") return progress.status.toLowerCase();
  return progress.kind;
}

/** Files the report and plays the post-battle to the end, timing every call. */
async function playPostBattle(battle: Awaited<ReturnType<typeof toReport>>, battleIndex: number, seed: number): Promise<ApplyRun> {
  const { battleId, issue, access } = battle;
  const dice = seededDice(seed);
  const steps: ApplyRun["steps"] = [];
  const step = async (name: ApplyRun["applyCall"], call: () => Promise<ServiceResult>) => {
    const queriesBefore = queriesSoFar();
    const started = performance.now();
    const result = await call();
    const ms = performance.now() - started;
    if (!result.ok) throw benchFailure(`${name} in issue #${issue}`, result);
    steps.push({ call: name, ms: round(ms)!, queries: queriesSoFar() - queriesBefore, then: describe(result.progress) });
    return result.progress;
  };

  let progress = await step("reportBattle", () => reportBattle(access, battleId, applyReport(battleIndex, battle.lineUps)));
  for (let move = 0; move < 100 && progress.kind !== "finished"; move++) {
    if (progress.kind === "needs-dice") {
      const slot = slotFor(progress.stage, progress.request.index);
      progress = await step("throwDice", () => throwDice(access, battleId, { slot, requestKey: `bench:${battleId}:${slot}`, source: "app", rollRest: true }, dice));
    } else if (progress.kind === "needs-decision") {
      const decided = progress.step;
      progress = await step("choosePostBattle", () => choosePostBattle(access, battleId, decided, {}));
    } else {
      throw new Error(`Issue #${issue}'s post-battle stopped at ${progress.kind}${progress.kind === "refused" ? `: ${progress.problems.map((p) => p.message).join("; ")}` : ""}.`);
    }
  }
  if (progress.kind !== "finished" || progress.status !== "RESOLVED") throw new Error(`Issue #${issue} did not resolve.`);
  const last = steps[steps.length - 1]!;
  return {
    issue,
    fielded: battle.lineUps.reduce((n, l) => n + l.fieldedIds.length, 0),
    applyMs: last.ms,
    applyCall: last.call,
    applyQueries: last.queries,
    sequenceMs: round(steps.reduce((sum, s) => sum + s.ms, 0))!,
    calls: steps.length,
    steps,
  };
}

const roundDistribution = (d: Distribution): Distribution => ({ count: d.count, p50: round(d.p50), p95: round(d.p95), p99: round(d.p99), max: round(d.max), mean: round(d.mean) });

export async function measureApply(options: { runs: number; battlesPerCampaign: number; keepData: boolean }): Promise<ApplyTimingResult> {
  installQueryCounter();
  const started = performance.now();
  const leftovers = await deleteApplyCampaigns(null);
  if (leftovers > 0) log(`Removed ${leftovers} apply-timing campaign(s) an earlier run left.`);
  const accounts = await ensureApplyAccounts();
  const campaigns = Math.ceil(options.runs / options.battlesPerCampaign);
  const runId = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const worlds: ApplyWorld[] = [];
  for (let c = 0; c < campaigns; c++) worlds.push(await createApplyCampaign(accounts, runId, c, campaigns));
  const setupSeconds = (performance.now() - started) / 1000;
  log(`Made ${campaigns} campaign(s) of 4 teams × 7 in ${setupSeconds.toFixed(1)} s; playing ${options.runs} battles…`);

  const perBattle: ApplyRun[] = [];
  try {
    for (let i = 0; i < options.runs; i++) {
      const world = worlds[Math.floor(i / options.battlesPerCampaign)]!;
      const battle = await toReport(world, 10_000 + i);
      perBattle.push(await playPostBattle(battle, i, 20_000 + i));
    }
  } finally {
    if (!options.keepData) await deleteApplyCampaigns(worlds.map((w) => w.campaignId));
  }
  return {
    runs: perBattle.length,
    campaigns,
    teams: 4,
    rosterSize: 7,
    applyMs: roundDistribution(summarize(perBattle.map((r) => r.applyMs))),
    sequenceMs: roundDistribution(summarize(perBattle.map((r) => r.sequenceMs))),
    applyQueries: roundDistribution(summarize(perBattle.map((r) => r.applyQueries))),
    setupSeconds: round(setupSeconds, 1)!,
    perBattle,
    keptCampaignIds: options.keepData ? worlds.map((w) => w.campaignId) : [],
  };
}
