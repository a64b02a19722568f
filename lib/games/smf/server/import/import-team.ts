import "server-only";
import { hasLinks, remapLinks } from "@/lib/games/smf/export/character-links";
import { planTeamImport, type TeamImportPlan } from "@/lib/games/smf/export/plan-team-import";
import { readTeamFile } from "@/lib/games/smf/export/read-team-file";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SMF_CHARACTER_FORMAT } from "@/lib/rules/smf";
import { ALIGNMENT_LABELS } from "@/lib/schemas/team";
import { recordActivity } from "@/lib/server/activity/record-activity";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { rosterOptions } from "@/lib/games/smf/campaign-roster-options";
import { kindToRow, toJson } from "@/lib/games/smf/server/characters/character-row";
import { db } from "@/lib/server/db";
import type { ServiceFailure } from "@/lib/service-result";
import { insertTeam } from "@/lib/server/teams/create-team";
import { type ImportBlocker, loadImportContext } from "./import-blockers";
import { superMissionForce } from "@/lib/games/smf";

export type ImportTeamResult = { ok: true; team: { id: string; name: string }; characterCount: number } | ImportBlocker | ServiceFailure<"invalid-file">;

export function invalidFileMessage(problemCount: number): string {
  return `Nothing was imported: the file has ${problemCount === 1 ? "a problem" : `${problemCount} problems`}. Check it again to see ${problemCount === 1 ? "it" : "them"}.`;
}

/**
 * Imports a team export as a new team of this campaign, for a member who passed
 * authorizeCampaign(…, "team:create"). Everything happens in ONE transaction, after the campaign
 * lock that create-team.ts takes, with the same rules: the importer becomes the owner; one active
 * team per member per campaign; the team starts with its 1 SP ledger entry (L2615), so story
 * points in the file are not imported. The file is checked again here (never trusting an earlier
 * preview) with the campaign's options as they are now. Characters are stored in the file's
 * roster order with new ids (links between them rewritten), hasFought false, retired ones
 * retired now, and the state planTeamImport chose (the file's, or a fresh one).
 *
 * Refusals, each writing nothing:
 * - invalid-file: the file, or any character in it, has a problem (see previewTeamImport);
 * - campaign-archived: the campaign has ended;
 * - already-has-team: the member already leads an active team here.
 */
export async function importTeam(access: CampaignAccess, text: string): Promise<ImportTeamResult> {
  const reading = readTeamFile(text);
  return db.$transaction(async (tx) => {
    // Serialises this with createTeam and another import by the same member (two tabs).
    await lockCampaign(tx, access.campaignId);
    const { campaign, blocker } = await loadImportContext(access, tx);
    if (blocker) return blocker;
    const { preview, plan } = planTeamImport(reading, rosterOptions(campaign));
    if (!plan) {
      const count = preview.fileErrors.length + preview.characters.reduce((sum, c) => sum + c.problems.length, 0);
      return { ok: false, code: "invalid-file", message: invalidFileMessage(count) };
    }
    const team = await writeTeam(tx, access, campaign, plan);
    return { ok: true, team, characterCount: plan.characters.length };
  });
}

async function writeTeam(
  tx: Prisma.TransactionClient,
  access: CampaignAccess,
  campaign: { gameSystem: string; settings: unknown },
  plan: TeamImportPlan,
): Promise<{ id: string; name: string }> {
  const team = await insertTeam(tx, access, superMissionForce, campaign, plan.team, "imported");

  const retiredAt = new Date();
  // Positions are 0…n−1, so each created row is matched to its plan entry by position.
  const rows = await tx.character.createManyAndReturn({
    data: plan.characters.map((character, position) => ({
      teamId: team.id,
      position,
      name: character.name,
      kind: kindToRow(character.kind),
      build: toJson(character.build),
      state: toJson(character.state),
      formatVersion: SMF_CHARACTER_FORMAT,
      retiredAt: character.isRetired ? retiredAt : null,
    })),
    select: { id: true, position: true },
  });
  const newId = new Map(rows.map((row) => [plan.characters[row.position]!.fileId, row.id]));
  for (const row of rows) {
    const character = plan.characters[row.position]!;
    if (!hasLinks(character.build, character.state)) continue;
    const { build, state } = remapLinks(character.build, character.state, newId);
    await tx.character.update({ where: { id: row.id }, data: { build: toJson(build), state: toJson(state) } });
  }

  const count = plan.characters.length;
  await recordActivity(tx, {
    campaignId: access.campaignId,
    actor: access,
    kind: "TEAM_CREATED",
    summary: `${access.actorName} imported the ${ALIGNMENT_LABELS[plan.team.alignment].toLowerCase()} team “${team.name}” from a file, with ${count === 1 ? "1 character" : `${count} characters`}.`,
    payload: { v: 1, teamId: team.id, name: team.name },
  });
  return team;
}
