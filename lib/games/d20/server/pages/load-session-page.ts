import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/authz/permissions";
import { canAct, conditionsOf, HERO_POINT_CURRENCY } from "@/lib/rules/d20";
import { d20, type D20CampaignSettings } from "@/lib/games/d20";
import { d20RulesSettings } from "@/lib/games/d20/campaign-settings";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { readAdventureDetails, type StoredConflict } from "@/lib/games/d20/conflict-record";
import type { ConflictView, D20SessionPageView } from "@/lib/games/d20/views/views";
import { stateOf } from "@/lib/games/d20/server/conflicts/conflicts";
import { authorizeCampaignOrNotFound } from "@/lib/server/authz/authorize";
import { db } from "@/lib/server/db";

const LASTS: Record<string, string> = {
  "turn-end": "until the end of a turn",
  "turn-start": "until the start of a turn",
  "round-end": "this round",
  "until-recovered": "until recovered",
  ongoing: "ongoing",
};

/**
 * An adventure's page for a member of its campaign (the 404 page for anyone else, and for a
 * session of another campaign): the adventure, its heroes, and each conflict folded from its
 * events, with every hero's hero points. Four queries.
 */
export async function loadD20SessionPage(userId: string, campaignId: string, sessionId: string): Promise<D20SessionPageView> {
  const access = await authorizeCampaignOrNotFound(userId, campaignId, "session:view");
  const [session, heroes, campaign, points] = await Promise.all([
    db.playSession.findFirst({
      where: { id: sessionId, campaignId: access.campaignId },
      select: { kind: true, number: true, title: true, playedOn: true, notes: true, details: true, createdByName: true, undoneAt: true, undoneByName: true },
    }),
    db.team.findMany({
      where: { campaignId: access.campaignId, archivedAt: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, ownerId: true, ownerName: true },
    }),
    db.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { appDiceOnly: true, gameSystem: true, settings: true } }),
    db.storyPointEntry.groupBy({ by: ["teamId"], where: { campaignId: access.campaignId, currency: HERO_POINT_CURRENCY }, _sum: { delta: true }, orderBy: { teamId: "asc" } }),
  ]);
  if (!session || session.kind !== "ADVENTURE") notFound();
  const owners = new Map(heroes.map((hero) => [hero.id, hero.ownerId]));
  const balances = new Map(points.map((row) => [row.teamId, row._sum?.delta ?? 0]));
  const details = readAdventureDetails(session.details);
  return {
    campaignId: access.campaignId,
    sessionId,
    number: session.number,
    title: session.title,
    playedOn: session.playedOn.toISOString().slice(0, 10),
    notes: session.notes,
    recordedBy: session.createdByName,
    undone: session.undoneAt ? { by: session.undoneByName ?? "someone" } : null,
    canRun: session.undoneAt === null && can(access.role, "d20:run-conflict", { isOwner: false, game: d20 }),
    appDiceOnly: campaign.appDiceOnly,
    rules: d20RulesSettings(readCampaignSettings<D20CampaignSettings>(d20, campaign)),
    heroes: heroes.map((hero) => ({ teamId: hero.id, name: hero.name, playerName: hero.ownerName, isOwner: hero.ownerId === access.userId })),
    version: details.version,
    conflicts: details.conflicts.map((conflict) =>
      conflictView(
        conflict,
        (teamId) => owners.get(teamId) === access.userId,
        (teamId) => balances.get(teamId) ?? 0,
      ),
    ),
  };
}

function conflictView(conflict: StoredConflict, isMine: (teamId: string) => boolean, heroPoints: (teamId: string) => number | null): ConflictView {
  const state = stateOf(conflict);
  const undoneIndexes = new Set<number>();
  const kept: number[] = [];
  conflict.events.forEach((stored, index) => {
    if (stored.event.type === "undo") undoneIndexes.add(kept.pop()!);
    else kept.push(index);
  });
  return {
    id: conflict.id,
    name: conflict.name,
    round: state.round,
    currentId: state.current,
    ended: state.ended,
    undone: conflict.undone ? { by: conflict.undone.by } : null,
    order: state.order.map((id) => {
      const c = state.combatants[id]!;
      const spec = conflict.combatants.find((candidate) => candidate.id === id)!;
      return {
        id,
        name: c.name,
        kind: c.kind,
        group: c.group ?? null,
        teamId: spec.teamId ?? null,
        isMine: spec.teamId ? isMine(spec.teamId) : false,
        initiative: { total: c.initiative.total, natural: c.initiative.natural, dodge: c.initiative.dodge, rollOffs: c.initiative.rollOffs },
        toughness: spec.ranks.toughness,
        damage: c.damage,
        conditions: conditionsOf(c),
        removable: c.conditions.filter((x) => x.key.startsWith("tap-")).map((x) => ({ key: x.key, condition: x.condition, lasts: LASTS[x.duration.kind] ?? x.duration.kind })),
        ongoing: c.conditions.flatMap((x) => (x.duration.kind === "ongoing" ? [{ key: x.key, condition: x.condition, dc: x.duration.dc, resistance: x.duration.resistance }] : [])),
        recovered: c.recovered,
        delayed: c.delayed,
        readied: c.readied,
        canAct: canAct(c),
        removed: c.removed,
        heroPoints: spec.teamId ? heroPoints(spec.teamId) : null,
      };
    }),
    prompts: state.prompts.map((prompt) => ({ ...prompt, name: state.combatants[prompt.combatantId]?.name ?? prompt.combatantId })),
    log: conflict.events.map((stored, index) => ({
      summary: stored.summary,
      by: stored.by,
      at: stored.at,
      isUndone: undoneIndexes.has(index),
      isUndo: stored.event.type === "undo",
    })),
    canUndoTap: kept.length > 1,
  };
}
