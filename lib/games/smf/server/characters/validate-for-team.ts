import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { superMissionForce } from "@/lib/games/smf";
import type { Problem, SmfCharacter } from "@/lib/rules/smf";
import { orphanedSidekickProblem, sidekickOwnerProblem } from "@/lib/games/smf/schemas/character-sidekick";
import type { ServiceFailure } from "@/lib/service-result";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "./character-row";

export type IllegalBuild = ServiceFailure<"illegal-build"> & { problems: Problem[] };

/**
 * A refused sidekick link. invalid-sidekick-owner: a sidekick without an owner, or whose owner is
 * not on this team, lacks the Servitor / Sidekick power, has fallen or already has a sidekick;
 * `field` names the form field it belongs beside. sidekick-needs-owner-power: a rebuild would take
 * the power from a character whose sidekick is still on the roster.
 */
export type SidekickLinkRefusal = (ServiceFailure<"invalid-sidekick-owner"> & { field: "sidekickOf" }) | ServiceFailure<"sidekick-needs-owner-power">;

/** "Night Owl breaks 2 rules, so nothing was saved." — the message of every illegal-build refusal. */
export function illegalBuildMessage(name: string, problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "a rule" : `${problems.length} rules`;
  return `${name || "This character"} breaks ${count}, so nothing was saved.`;
}

/**
 * The server's own check of a posted build: the campaign's game system checks it
 * (GameSystem.roster.validateEntry) with the settings of the campaign the stored team belongs to, and the rest of the roster (not retired) for Rapport and the sidekick
 * link (a sidekick's owner is checked first, then the build). Every rules problem is returned,
 * never just the first.
 */
export async function validateForTeam(tx: Prisma.TransactionClient, teamId: string, candidate: SmfCharacter): Promise<{ ok: true } | IllegalBuild | SidekickLinkRefusal> {
  const team = await tx.team.findUniqueOrThrow({
    where: { id: teamId },
    select: {
      campaign: { select: { gameSystem: true, settings: true } },
      characters: { where: { retiredAt: null, id: { not: candidate.id } }, orderBy: ROSTER_ORDER, select: CHARACTER_ROW_SELECT },
    },
  });
  const roster = team.characters.map(toSmfCharacter);
  const ownerProblem = sidekickOwnerProblem({ id: candidate.id, kind: candidate.kind, sidekickOf: candidate.state.sidekickOf }, roster);
  if (ownerProblem) return { ok: false, code: "invalid-sidekick-owner", message: ownerProblem, field: "sidekickOf" };
  const orphan = orphanedSidekickProblem(candidate, roster);
  if (orphan) return { ok: false, code: "sidekick-needs-owner-power", message: orphan };

  const result = superMissionForce.roster.validateEntry(readCampaignSettings(superMissionForce, team.campaign), candidate, roster);
  if (result.ok) return result;
  return { ok: false, code: "illegal-build", message: illegalBuildMessage(candidate.name, result.problems), problems: result.problems };
}
