/**
 * Plays battles through the app's own services as fast as it can, the way the battle screens
 * drive them: set-up, locked pre-battle choices, rolls (the app's crypto dice or typed faces, one
 * at a time or "roll the rest"), a random report, confirmation, decisions, and now and then a
 * cancel, an undo or a redo. Each lane is a pair of teams playing one battle after another; lanes
 * run side by side, so battles of one campaign interleave their writes (and roll numbers).
 *
 * Crash-safe by the app's own means only: on start each lane first finishes the battle its teams
 * left open (from whatever stage the last run reached), then goes on with new ones. Progress goes
 * to stdout as one JSON object per line (WriterEvent) for crash-consistency.test.ts to read.
 */
import type { SmfTeamState, TeamBattleReport } from "@/lib/rules/smf";
import { isLineUpMember, SAMPLE_CHARACTERS, SCENARIOS, validateLineUp } from "@/lib/rules/smf";
import { characterDetailsSchema } from "@/lib/games/smf/schemas/character";
import { authorizeCampaign, authorizeTeam, type CampaignAccess } from "@/lib/server/authz/authorize";
import { createBattle } from "@/lib/games/smf/server/battles/create-battle";
import { getBattleView } from "@/lib/games/smf/server/battles/get-battle-view";
import { loadTeamStates } from "@/lib/games/smf/server/battles/load-team-states";
import { lockPreBattleChoices } from "@/lib/games/smf/server/battles/lock-pre-battle-choices";
import { findOpenBattle } from "@/lib/server/battles/open-battles";
import { choosePostBattle } from "@/lib/games/smf/server/battles/post-battle-choices";
import { confirmReport, reportBattle } from "@/lib/games/smf/server/battles/report-battle";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { cancelBattle, redoBattle, undoBattle } from "@/lib/games/smf/server/battles/undo-battle";
import { updateCampaignSettings } from "@/lib/server/campaigns/update-campaign-settings";
import { addCharacter } from "@/lib/games/smf/server/characters/add-character";
import { db } from "@/lib/server/db";
import { demoBuild } from "../../../scripts/demo/set-up-demo-campaign";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce, type SmfCampaignSettings } from "@/lib/games/smf";
import { gameSystem } from "@/lib/games/registry";

export interface WriterLane {
  campaignId: string;
  /** The two teams this lane plays; the first one's owner sets up, rolls and reports. */
  teamIds: [string, string];
  /** Each team's owner: recruits a character when the team runs short. */
  ownerIds: [string, string];
  playerId: string;
  /** Confirms reports (when the campaign asks for it), undoes, redoes, raises the goal. */
  organiserId: string;
}

export type WriterEvent =
  | { event: "ready"; pid: number; lanes: number }
  | { event: "resumed"; lane: number; battleId: string; issue: number; status: string }
  | { event: "created"; lane: number; battleId: string; issue: number }
  | { event: "write"; lane: number; battleId: string; what: string }
  | { event: "resolved"; lane: number; battleId: string; issue: number }
  | { event: "cancelled" | "undone" | "redone"; lane: number; battleId: string; issue: number }
  | { event: "goal-raised"; lane: number; goal: number }
  | { event: "recruited"; lane: number; teamId: string; name: string }
  | { event: "failed"; lane: number; message: string }
  | { event: "done" };

const emit = (event: WriterEvent) => process.stdout.write(`${JSON.stringify(event)}\n`);

/** How often the writer takes the less common paths. */
const ODDS = { cancel: 0.08, undo: 0.25, redo: 0.6, sendBack: 0.1, physical: 0.25, rollRest: 0.5, agreedScenario: 0.5, guestStar: 0.3 };
/** Far more moves than a battle takes: a battle that stops moving is a bug. */
const MAX_MOVES = 200;

const chance = (p: number) => Math.random() < p;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function access(userId: string, campaignId: string): Promise<CampaignAccess> {
  const result = await authorizeCampaign(userId, campaignId, "campaign:view");
  if (!result.ok) throw new Error(`${userId} is not a member of campaign ${campaignId}`);
  return result.access;
}

/**
 * "play": each lane finishes its open battle, then plays new ones until killed; the first error
 * ends the run. "serve": the same, but a lane whose call failed starts over from what is stored,
 * as a server answers the next request after one failed (used while the database is killed).
 * "finish": each lane finishes its open battle and stops.
 */
export async function runWriter(lanes: WriterLane[], mode: "play" | "serve" | "finish"): Promise<void> {
  emit({ event: "ready", pid: process.pid, lanes: lanes.length });
  await Promise.all(lanes.map((lane, n) => (mode === "serve" ? serveLane(lane, n) : runLane(lane, n, mode))));
  emit({ event: "done" });
}

/**
 * One line for a failed call: the error's code (a refused connection is an AggregateError with no
 * message, only ECONNREFUSED; Prisma's errors carry P-codes and details in `meta`) and its message.
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, meta } = error as Error & { code?: string; meta?: unknown };
  return [code, error.message.split("\n")[0], meta ? JSON.stringify(meta) : ""].filter(Boolean).join(" ");
}

/** Runs a lane for ever, starting it over (after a breath) whenever a call fails. */
async function serveLane(lane: WriterLane, n: number): Promise<never> {
  for (;;) {
    try {
      await runLane(lane, n, "play");
    } catch (error) {
      emit({ event: "failed", lane: n, message: describeFailure(error) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function runLane(lane: WriterLane, n: number, mode: "play" | "finish") {
  const player = await access(lane.playerId, lane.campaignId);
  const organiser = await access(lane.organiserId, lane.campaignId);
  const open = await findOpenBattle(lane.teamIds);
  if (open) {
    const row = await db.battle.findUniqueOrThrow({ where: { id: open.battleId }, select: { status: true } });
    emit({ event: "resumed", lane: n, battleId: open.battleId, issue: open.issue, status: row.status });
    await finishBattle(lane, n, player, organiser, open.battleId);
    if (mode === "play") await maybeUndo(n, organiser, { battleId: open.battleId, issue: open.issue });
  }
  if (mode === "finish") return;
  for (;;) {
    const created = await setUpBattle(lane, n, player, organiser);
    if (chance(ODDS.cancel)) {
      const cancelled = await cancelBattle(player, created.battleId);
      if (!cancelled.ok) throw new Error(`cancel: ${cancelled.message}`);
      emit({ event: "cancelled", lane: n, ...created });
      continue;
    }
    await finishBattle(lane, n, player, organiser, created.battleId);
    await maybeUndo(n, organiser, created);
  }
}

/** Now and then the organiser undoes the battle just resolved, and maybe redoes it. */
async function maybeUndo(n: number, organiser: CampaignAccess, battle: { battleId: string; issue: number }) {
  if (!chance(ODDS.undo)) return;
  const undone = await undoBattle(organiser, battle.battleId);
  if (!undone.ok) throw new Error(`undo: ${undone.message}`);
  emit({ event: "undone", lane: n, ...battle });
  if (!chance(ODDS.redo)) return;
  const redone = await redoBattle(organiser, battle.battleId);
  if (!redone.ok) throw new Error(`redo: ${redone.message}`);
  emit({ event: "redone", lane: n, ...battle });
}

/** Everyone who can take the table (R18, R19), as many as a legal line-up holds (Ruling R4). */
function lineUp(team: SmfTeamState): string[] {
  const available = team.characters.filter((c) => isLineUpMember(c) && c.state.status === "active" && !c.state.nextBattle.missesBattle);
  const chosen: typeof available = [];
  for (const character of available) if (validateLineUp([...chosen, character]).ok) chosen.push(character);
  return chosen.map((c) => c.id);
}

/** A team with fewer than two to field recruits one of the book's sample characters (a roster write). */
async function recruitIfShort(lane: WriterLane, n: number, teams: readonly SmfTeamState[]): Promise<boolean> {
  let recruited = false;
  for (const [i, teamId] of lane.teamIds.entries()) {
    const team = teams.find((t) => t.teamId === teamId)!;
    if (lineUp(team).length >= 2) continue;
    const authorized = await authorizeTeam(lane.ownerIds[i]!, teamId, "character:edit");
    if (!authorized.ok) throw new Error(`recruit: ${authorized.message}`);
    const sample = pick(SAMPLE_CHARACTERS).character.name;
    const name = `${sample} ${team.characters.length + 1}`;
    const added = await addCharacter(authorized.access, teamId, characterDetailsSchema.parse({ name, kind: "character", build: JSON.stringify(demoBuild(sample)) }));
    if (!added.ok) throw new Error(`recruit ${name}: ${added.message}`);
    emit({ event: "recruited", lane: n, teamId, name });
    recruited = true;
  }
  return recruited;
}

async function setUpBattle(lane: WriterLane, n: number, player: CampaignAccess, organiser: CampaignAccess): Promise<{ battleId: string; issue: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { teams } = await loadTeamStates(lane.campaignId);
    if (await recruitIfShort(lane, n, teams)) continue;
    const fielded = lane.teamIds.map((teamId) => lineUp(teams.find((t) => t.teamId === teamId)!));
    const created = await createBattle(player, {
      teams: lane.teamIds.map((teamId, i) => ({ teamId, fieldedIds: fielded[i]! })),
      ...(chance(ODDS.agreedScenario) ? { scenarioChoice: pick(SCENARIOS).id } : {}),
    });
    if (created.ok) {
      emit({ event: "created", lane: n, battleId: created.battleId, issue: created.issue });
      return { battleId: created.battleId, issue: created.issue };
    }
    if (created.code !== "campaign-finished") throw new Error(`set-up: ${created.message} ${JSON.stringify(created.problems ?? [])}`);
    // Ruling R14: the campaign ended; the organiser raises the goal so play goes on.
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: lane.campaignId } });
    const { version: _version, ...options } = readCampaignSettings<SmfCampaignSettings>(superMissionForce, campaign);
    const goal = options.storyPointGoal + 5;
    const raised = await updateCampaignSettings(organiser, gameSystem(organiser.gameSystem), {
      ...options,
      name: campaign.name,
      storyPointGoal: goal,
      reportConfirmation: campaign.reportConfirmation,
      teamControl: campaign.teamControl,
      appDiceOnly: campaign.appDiceOnly,
    });
    // The other lane of the campaign may have raised it first: look again.
    if (raised.ok) emit({ event: "goal-raised", lane: n, goal });
  }
  throw new Error("set-up: no battle after five tries (recruits, goal raises)");
}

/** Moves one battle on until it is resolved, from whatever stage it is in. */
async function finishBattle(lane: WriterLane, n: number, player: CampaignAccess, organiser: CampaignAccess, battleId: string) {
  const wrote = (what: string) => emit({ event: "write", lane: n, battleId, what });
  for (let move = 0; move < MAX_MOVES; move++) {
    const view = await getBattleView(player, battleId);
    if (!view) throw new Error(`battle ${battleId} is gone`);
    const { progress, loaded } = view;
    switch (progress.kind) {
      case "setup": {
        const locked = await lockPreBattleChoices(player, battleId, []);
        if (!locked.ok) throw new Error(`lock: ${locked.message}`);
        wrote("locked");
        break;
      }
      case "needs-dice": {
        const { slot, request } = view.nextRoll!;
        // One key per battle and slot, as a form keeps its key across a retry after a lost answer.
        const requestKey = `crash:${battleId}:${slot}`;
        const isPhysical = chance(ODDS.physical);
        const thrown = await throwDice(
          player,
          battleId,
          isPhysical
            ? { slot, requestKey, source: "physical", faces: Array.from({ length: request.count }, () => String(1 + Math.floor(Math.random() * request.sides))) }
            : { slot, requestKey, source: "app", rollRest: chance(ODDS.rollRest) },
        );
        if (!thrown.ok) throw new Error(`roll ${slot}: ${thrown.message}`);
        wrote(`rolled ${slot}`);
        break;
      }
      case "reporting": {
        const reported = await reportBattle(player, battleId, { teams: randomReport(loaded.data.teams) });
        if (!reported.ok) throw new Error(`report: ${reported.message} ${JSON.stringify(reported.problems ?? [])}`);
        wrote("reported");
        break;
      }
      case "awaiting-confirmation": {
        const confirmed = await confirmReport(organiser, battleId, !chance(ODDS.sendBack));
        if (!confirmed.ok) throw new Error(`confirm: ${confirmed.message}`);
        wrote("confirmed");
        break;
      }
      case "needs-decision": {
        const spend = progress.step === "special-guest-stars" && chance(ODDS.guestStar) ? { spends: [{ kind: "guest-star" as const, teamId: lane.teamIds[0] }] } : {};
        let chosen = await choosePostBattle(player, battleId, progress.step, spend);
        // A spend the rules refuse (too few story points): confirm without it, as a player would.
        if (!chosen.ok && chosen.code === "illegal-choices") chosen = await choosePostBattle(player, battleId, progress.step, {});
        if (!chosen.ok) throw new Error(`decision ${progress.step}: ${chosen.message}`);
        wrote(`decided ${progress.step}`);
        break;
      }
      case "refused":
        throw new Error(`the ${progress.step} step refused its choices: ${JSON.stringify(progress.problems)}`);
      case "finished":
        if (progress.status !== "RESOLVED") throw new Error(`battle ${battleId} ended ${progress.status}`);
        emit({ event: "resolved", lane: n, battleId, issue: loaded.row.issue });
        return;
    }
  }
  throw new Error(`battle ${battleId} did not settle`);
}

/** A result and up to two KOs per team, among the fielded characters. */
function randomReport(teams: ReadonlyArray<{ teamId: string; lineUp: ReadonlyArray<{ characterId: string }> }>): TeamBattleReport[] {
  const winner = Math.random() < 0.15 ? -1 : Math.floor(Math.random() * teams.length);
  return teams.map((team, i) => {
    const fielded = team.lineUp.map((m) => m.characterId);
    const knockedOut = [...fielded]
      .sort(() => Math.random() - 0.5)
      .slice(0, Math.floor(Math.random() * Math.min(3, fielded.length + 1)))
      .map((characterId) => ({ characterId, track: pick(["body", "psyche", "both"] as const), furtherHarm: pick([0, 0, 1, 2]) }));
    const result: TeamBattleReport["result"] = winner === -1 ? "draw" : winner === i ? "won" : "lost";
    return { teamId: team.teamId, result, fieldedCharacterIds: fielded, knockedOut };
  });
}
