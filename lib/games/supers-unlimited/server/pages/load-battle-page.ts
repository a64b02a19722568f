import "server-only";
import { notFound } from "next/navigation";
import { authorizeBattleOrNotFound } from "@/lib/server/authz/authorize";
import { can } from "@/lib/authz/permissions";
import { supersUnlimited } from "@/lib/games/supers-unlimited";
import { db } from "@/lib/server/db";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import type { SuGimmickPick } from "@/lib/rules/supers-unlimited";
import { readSuTeamState } from "../../team-state";
import { nextSetUpStep, setUpSteps } from "../../battles/set-up-steps";
import { loadSuBattle, type LoadedSuBattle } from "../battles/load-su-battle";
import { loadSuTrackedEntries } from "../battles/track-su-battle";

/** Whether a die of the set-up is thrown: every step's record keeps its dice. */
function hasDice(battle: LoadedSuBattle): boolean {
  return Object.values(battle.details.setUp).some((record) => record.thrown.length > 0);
}

/**
 * The line-up's names whose card (as it stands now) has a Plasma X Vulnerability (SU L317, SU-R29):
 * the page reminds the table of them. Read only where the league plays Plasma X.
 */
async function plasmaXVulnerable(battle: LoadedSuBattle): Promise<string[]> {
  if (!battle.settings.usePlasmaX) return [];
  const models = battle.sides.flatMap((s) => s.lineUp);
  const cards = await db.character.findMany({ where: { id: { in: models.map((m) => m.characterId) } }, select: { id: true, build: true } });
  const isVulnerable = new Set(
    cards
      .filter((c) => {
        const vulnerabilities = (c.build as { vulnerabilities?: unknown } | null)?.vulnerabilities;
        return Array.isArray(vulnerabilities) && vulnerabilities.some((v) => typeof v === "object" && v !== null && "plasmaX" in v);
      })
      .map((c) => c.id),
  );
  return models.filter((m) => isVulnerable.has(m.characterId)).map((m) => m.name);
}

/** Each side's Gimmick pool as its team keeps it (a team in a battle cannot change it); read only where the league plays Gimmicks. */
async function gimmickPools(battle: LoadedSuBattle): Promise<Record<string, SuGimmickPick[]>> {
  if (!battle.settings.useGimmicks) return {};
  const teams = await db.team.findMany({ where: { id: { in: battle.sides.map((s) => s.teamId) } }, select: { id: true, state: true } });
  return Object.fromEntries(teams.map((t) => [t.id, readSuTeamState(t.state).gimmickPool ?? []]));
}

/** The sides of the battle for which the viewer may do a table action of the league's own (`verb`, per side). */
function sidesFor(access: { role: CampaignRole; userId: string }, battle: LoadedSuBattle, verb: "su:roll-plasma-x" | "su:record-gimmick"): string[] {
  return battle.sides.filter((s) => can(access.role, verb, { isOwner: s.ownerId === access.userId, game: supersUnlimited })).map((s) => s.teamId);
}

/** The battle page's data for a member (or the 404 page): the battle, its steps, and what the viewer may do. */
export async function loadSuBattlePage(userId: string, campaignId: string, battleId: string) {
  const { access, battle: ref } = await authorizeBattleOrNotFound(userId, campaignId, battleId, "battle:view");
  const battle = await loadSuBattle(battleId);
  if (!battle) notFound();
  const isOwner = ref.ownerIds.includes(access.userId);
  const isPlayed = battle.row.status !== "SETUP" && battle.row.status !== "CANCELLED";
  const [vulnerable, pools, tracked] = await Promise.all([plasmaXVulnerable(battle), gimmickPools(battle), isPlayed ? loadSuTrackedEntries(battleId) : Promise.resolve([])]);
  return {
    access,
    battle,
    steps: setUpSteps(battle.options, battle.details.setUp),
    next: nextSetUpStep(battle.options, battle.details.setUp),
    canPlay: can(access.role, "battle:play", { isOwner }),
    /** The set-up's rolls: the verb rollSuSetUpAction asks. */
    canRollSetUp: can(access.role, "su:roll-set-up", { isOwner, game: supersUnlimited }),
    canUndo: can(access.role, "battle:undo"),
    /** A result that did not end through the tracked Endgame (conceded, abandoned, after the fact): the verb resolveSuBattle asks (Ruling SU-R44). */
    canEndOtherwise: can(access.role, "su:end-otherwise", { game: supersUnlimited }),
    /** The sides whose Plasma X the viewer rolls at the table (its owner, or an organiser): the verb rollSuPlasmaX asks. */
    plasmaXFor: sidesFor(access, battle, "su:roll-plasma-x"),
    /** The sides whose Gimmicks the viewer plays at the table: the verb recordSuGimmick asks. */
    gimmicksFor: sidesFor(access, battle, "su:record-gimmick"),
    vulnerable,
    pools,
    /** The battle tracker's taps from every phone, in order (Ruling SU-R43). */
    tracked,
    // Once a die is thrown only organisers may cancel (cancelSuBattle): the button follows the same rule.
    canCancel: can(access.role, hasDice(battle) ? "battle:cancel-after-dice" : "battle:cancel", { isOwner }),
  };
}
