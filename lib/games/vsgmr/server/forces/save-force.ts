import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { figureToRow, whereProblemsAre } from "@/lib/games/vsgmr/force-form";
import { vsgmr, type VsgmrSeriesSettings } from "@/lib/games/vsgmr";
import { vsgmrRulesSettings } from "@/lib/games/vsgmr/campaign-settings";
import { validateForce, type VsgmrForce, type VsgmrProblem } from "@/lib/rules/vsgmr";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { lockTeam } from "@/lib/server/teams/lock-team";
import { figureRows } from "./force-rows";

/** The refusal says where the problems are: under the points total (the whole force's) and beside which figures. */
export function forceNotSavedMessage(problems: readonly VsgmrProblem[], force: VsgmrForce): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return `The force was not saved: ${count} to fix (${whereProblemsAre(
    problems,
    force.figures.map((figure) => figure.name),
  )}).`;
}

export type SaveForceResult =
  { ok: true; figures: number } | ServiceFailure<"not-vsgmr" | "team-archived" | "team-in-battle"> | (ServiceFailure<"force-invalid"> & { problems: VsgmrProblem[] });

/**
 * Replaces a team's force with the one the builder sent, as a whole: each figure is one Character
 * row, matched to the stored one by the figure's id so a figure that has fought keeps its row.
 * The force is judged by the series' own settings, first through the contract's roster check for
 * each figure against the rest, then as a whole, so every problem comes back at once.
 * The caller passed authorizeTeam(…, "character:edit"). Refusals, each changing nothing:
 * - not-vsgmr: the team's campaign plays another game;
 * - force-invalid: the rules refuse it (every problem, each with its figure's field);
 * - team-archived / team-in-battle: see lockTeam.
 * A figure taken out that has fought is retired (its history stays); one that has not is deleted.
 */
export async function saveForce(access: CampaignAccess, teamId: string, force: VsgmrForce): Promise<SaveForceResult> {
  if (access.gameSystem !== vsgmr.id) return { ok: false, code: "not-vsgmr", message: "That team does not play VSGMR." };
  const campaign = await db.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true } });
  const settings = readCampaignSettings<VsgmrSeriesSettings>(vsgmr, campaign);
  const problems = forceProblems(settings, force);
  if (problems.length > 0) return { ok: false, code: "force-invalid", message: forceNotSavedMessage(problems, force), problems };

  return db.$transaction(async (tx) => {
    const locked = await lockTeam(tx, teamId);
    if (!locked.ok) return locked;
    await writeFigures(tx, teamId, force);
    await recordActivity(tx, {
      campaignId: access.campaignId,
      actor: access,
      kind: "TEAM_UPDATED",
      summary: `${access.actorName} changed the force of “${locked.team.name}” (${force.figures.length} figure${force.figures.length === 1 ? "" : "s"}).`,
      payload: { v: 1, teamId, changed: ["force"] },
    });
    return { ok: true, figures: force.figures.length };
  });
}

/** Every problem of the force: the contract's check of the last figure against the others sees the whole force, as validateForce does. */
function forceProblems(settings: VsgmrSeriesSettings, force: VsgmrForce): VsgmrProblem[] {
  const last = force.figures.at(-1);
  const viaContract = last ? vsgmr.roster.validateEntry(settings, last, force.figures.slice(0, -1)) : validateForce(force, vsgmrRulesSettings(settings));
  return viaContract.ok ? [] : viaContract.problems;
}

async function writeFigures(tx: Prisma.TransactionClient, teamId: string, force: VsgmrForce) {
  const stored = await figureRows(tx, teamId);
  const byFigureId = new Map(stored.map((row) => [(row.build as { id?: string } | null)?.id, row]));
  const kept = new Set<string>();
  for (const [position, figure] of force.figures.entries()) {
    const row = figureToRow(figure, position);
    const data = { ...row, build: row.build as unknown as Prisma.InputJsonValue };
    const existing = byFigureId.get(figure.id);
    if (existing) {
      kept.add(existing.id);
      await tx.character.update({ where: { id: existing.id }, data });
    } else {
      await tx.character.create({ data: { ...data, teamId, state: {} } });
    }
  }
  const gone = stored.filter((row) => !kept.has(row.id));
  const fought = gone.filter((row) => row.hasFought).map((row) => row.id);
  const fresh = gone.filter((row) => !row.hasFought).map((row) => row.id);
  if (fought.length > 0) await tx.character.updateMany({ where: { id: { in: fought } }, data: { retiredAt: new Date() } });
  if (fresh.length > 0) await tx.character.deleteMany({ where: { id: { in: fresh } } });
}
