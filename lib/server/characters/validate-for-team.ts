import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { validateCharacter, type Problem, type SmfCharacter } from "@/lib/rules/smf";
import { rosterOptions } from "@/lib/server/campaigns/roster-options";
import type { ServiceFailure } from "@/lib/server/service-result";
import { CHARACTER_ROW_SELECT, ROSTER_ORDER, toSmfCharacter } from "./character-row";

export type IllegalBuild = ServiceFailure<"illegal-build"> & { problems: Problem[] };

/** "Night Owl breaks 2 rules, so nothing was saved." — the message of every illegal-build refusal. */
export function illegalBuildMessage(name: string, problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "a rule" : `${problems.length} rules`;
  return `${name || "This character"} breaks ${count}, so nothing was saved.`;
}

/**
 * The server's own check of a posted build: validateCharacter with the options of the campaign the
 * stored team belongs to, and the rest of the roster (not retired) for Rapport. Every problem is
 * returned, never just the first.
 */
export async function validateForTeam(tx: Prisma.TransactionClient, teamId: string, candidate: SmfCharacter): Promise<{ ok: true } | IllegalBuild> {
  const team = await tx.team.findUniqueOrThrow({
    where: { id: teamId },
    select: {
      campaign: { select: { allowAlternatePowerLevels: true, allowVehicles: true, socialScienceVariant: true } },
      characters: { where: { retiredAt: null, id: { not: candidate.id } }, orderBy: ROSTER_ORDER, select: CHARACTER_ROW_SELECT },
    },
  });
  const roster = team.characters.map(toSmfCharacter);
  const result = validateCharacter(candidate, { ...rosterOptions(team.campaign), team: [...roster, candidate] });
  if (result.ok) return result;
  return { ok: false, code: "illegal-build", message: illegalBuildMessage(candidate.name, result.problems), problems: result.problems };
}
