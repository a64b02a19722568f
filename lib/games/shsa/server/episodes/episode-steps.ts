import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { shsa } from "@/lib/games/shsa";
import { hasAftermathRolls, readEpisode, withEpisode, type EpisodeRecord, type EpisodeStep, type StepKind, type StepOutcome } from "@/lib/games/shsa/episode";
import type { CombatEndCondition } from "@/lib/rules/shsa";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { db } from "@/lib/server/db";
import { sessionChanged } from "@/lib/server/sessions/session-changed";
import type { ServiceFailure } from "@/lib/service-result";

export interface StepInput {
  kind: StepKind;
  title: string;
  heroIds: readonly string[];
  outcome: StepOutcome;
  capturedIds: readonly string[];
  inTheNews: boolean;
  endedBy: readonly CombatEndCondition[];
  takenOutIds: readonly string[];
}

export type EpisodeFailureCode = "not-shsa" | "unknown-session" | "not-an-episode" | "session-undone" | "unknown-step" | "bad-step" | "aftermath-rolled";
export type EpisodeStepResult = { ok: true; episode: EpisodeRecord; repeated: boolean } | ServiceFailure<EpisodeFailureCode>;

/** An episode's session, locked for the rest of the transaction (after its campaign's lock), and its record. */
export async function lockEpisode(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  sessionId: string,
): Promise<{ ok: true; details: unknown; episode: EpisodeRecord; title: string } | ServiceFailure<EpisodeFailureCode>> {
  if (access.gameSystem !== shsa.id) return { ok: false, code: "not-shsa", message: "That campaign does not play SHSA." };
  await lockCampaign(tx, access.campaignId);
  const [session] = await tx.$queryRaw<{ kind: string; title: string; details: unknown; undoneAt: Date | null }[]>`
    SELECT "kind", "title", "details", "undoneAt" FROM "PlaySession" WHERE id = ${sessionId} AND "campaignId" = ${access.campaignId} FOR UPDATE`;
  if (!session) return { ok: false, code: "unknown-session", message: "That session is not part of this campaign." };
  if (session.kind !== "EPISODE") return { ok: false, code: "not-an-episode", message: "Steps belong to an episode, and this session is a week." };
  if (session.undoneAt) return { ok: false, code: "session-undone", message: "This episode was undone: it is kept as it was and changes no more." };
  return { ok: true, details: session.details, episode: readEpisode(session.details), title: session.title };
}

/** Writes the episode back (its version one higher) and tells the session's open pages. */
export async function saveEpisode(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  sessionId: string,
  details: unknown,
  episode: EpisodeRecord,
  what: string,
): Promise<EpisodeRecord> {
  const next: EpisodeRecord = { ...episode, version: episode.version + 1 };
  await tx.playSession.update({ where: { id: sessionId }, data: { details: withEpisode(details, next) as Prisma.InputJsonValue } });
  await sessionChanged(tx, sessionId, next.version, access, what);
  return next;
}

/** The step as the rules allow it, or what is wrong with it (heroes of the campaign, captured and TO 0 among those who took part). */
function checkStep(input: StepInput, heroIds: ReadonlySet<string>): string | null {
  if (input.heroIds.length === 0) return "Choose at least one hero who took part in the step.";
  if (input.heroIds.some((id) => !heroIds.has(id))) return "Only the campaign's heroes take part in a step.";
  const took = new Set(input.heroIds);
  if (input.capturedIds.some((id) => !took.has(id))) return "Only a hero who took part in the step can be captured in it.";
  if (input.kind === "task" && (input.takenOutIds.length > 0 || input.endedBy.length > 0))
    return "A task has no heroes at TO 0 and no end of combat: record a combat step for those.";
  if (input.takenOutIds.some((id) => !took.has(id))) return "Only a hero who took part in the combat can be left at TO 0.";
  return null;
}

async function campaignHeroes(tx: Prisma.TransactionClient, campaignId: string): Promise<Set<string>> {
  const teams = await tx.team.findMany({ where: { campaignId, archivedAt: null }, select: { id: true } });
  return new Set(teams.map((team) => team.id));
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Adds a step to an open episode (the caller passed authorizeCampaign(…, "shsa:run-episode")), or,
 * with `stepId`, changes one. A combat step lists its heroes left at TO 0, each of whom then has an
 * aftermath to roll. The request key is the new step's id, so a retried add is answered as it
 * stands. A step whose aftermath has been rolled keeps its kind and its heroes at TO 0 (undo the
 * episode to take them back). Refusals write nothing and say why.
 */
export async function saveEpisodeStep(
  access: CampaignAccess,
  sessionId: string,
  { requestKey, stepId, ...input }: StepInput & { requestKey: string; stepId?: string },
): Promise<EpisodeStepResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockEpisode(tx, access, sessionId);
    if (!locked.ok) return locked;
    const { episode } = locked;
    if (!stepId && episode.steps.some((step) => step.id === requestKey)) return { ok: true, episode, repeated: true };
    const problem = checkStep(input, await campaignHeroes(tx, access.campaignId));
    if (problem) return { ok: false, code: "bad-step", message: problem };
    const takenOutIds = unique(input.takenOutIds);
    const fields = {
      kind: input.kind,
      title: input.title.trim(),
      heroIds: unique(input.heroIds),
      outcome: input.outcome,
      capturedIds: unique(input.capturedIds),
      inTheNews: input.inTheNews,
      endedBy: input.kind === "combat" ? [...new Set(input.endedBy)] : [],
    };

    if (!stepId) {
      const step: EpisodeStep = { id: requestKey, ...fields, takenOut: takenOutIds.map((teamId) => ({ teamId, aftermath: { status: null, save: null } })) };
      const saved = await saveEpisode(
        tx,
        access,
        sessionId,
        locked.details,
        { ...episode, steps: [...episode.steps, step] },
        `recorded step ${episode.steps.length + 1} (${step.kind})`,
      );
      return { ok: true, episode: saved, repeated: false };
    }
    const index = episode.steps.findIndex((step) => step.id === stepId);
    const current = episode.steps[index];
    if (!current) return { ok: false, code: "unknown-step", message: "That step is not part of this episode." };
    if (hasAftermathRolls(current)) {
      const sameTakenOut = current.takenOut.length === takenOutIds.length && current.takenOut.every((hero) => takenOutIds.includes(hero.teamId));
      if (current.kind !== input.kind || !sameTakenOut)
        return {
          ok: false,
          code: "aftermath-rolled",
          message: "The aftermath of this combat has been rolled: its kind and its heroes at TO 0 stay as they are. Undo the episode to take it back.",
        };
    }
    const takenOut = takenOutIds.map((teamId) => current.takenOut.find((hero) => hero.teamId === teamId) ?? { teamId, aftermath: { status: null, save: null } });
    const steps = episode.steps.map((step, at) => (at === index ? { ...step, ...fields, takenOut } : step));
    const saved = await saveEpisode(tx, access, sessionId, locked.details, { ...episode, steps }, `changed step ${index + 1}`);
    return { ok: true, episode: saved, repeated: false };
  });
}

/** Removes a step of an open episode whose aftermath has not been rolled (undo the episode for one that has). */
export async function removeEpisodeStep(access: CampaignAccess, sessionId: string, stepId: string): Promise<EpisodeStepResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockEpisode(tx, access, sessionId);
    if (!locked.ok) return locked;
    const { episode } = locked;
    const index = episode.steps.findIndex((step) => step.id === stepId);
    const step = episode.steps[index];
    // Removed already (a retried request): the episode as it stands.
    if (!step) return { ok: true, episode, repeated: true };
    if (hasAftermathRolls(step))
      return { ok: false, code: "aftermath-rolled", message: "The aftermath of this combat has been rolled, so the step stays. Undo the episode to take it back." };
    const saved = await saveEpisode(tx, access, sessionId, locked.details, { ...episode, steps: episode.steps.filter((s) => s.id !== stepId) }, `removed step ${index + 1}`);
    return { ok: true, episode: saved, repeated: false };
  });
}
