import { memberName, powerName, teamName } from "../roster/words";
import { SIDEKICK_POWERS_EXCLUDED, isSidekickPower } from "../roster/validate-choices";
import type { PostBattleInput, PostBattleProblem } from "./types";

/**
 * Choices that can be checked before the first step. Codes:
 * - `invalid-thrall-power`: a thrall's power is not a minor a Servitor/Sidekick may have (L1037);
 * - `unknown-team`: bump picks for a team not in the campaign;
 * - `not-fielded`: declined Magic Artifact upkeep for a character who did not fight.
 * The special checks, the bump picks and the spends are checked by their own steps.
 */
export function validatePostBattleChoices(input: PostBattleInput): PostBattleProblem[] {
  const problems: PostBattleProblem[] = [];
  for (const [foeId, power] of Object.entries(input.choices?.thrallPowers ?? {})) {
    if (!isSidekickPower(power)) {
      const excluded = SIDEKICK_POWERS_EXCLUDED.map(powerName).join(" or ");
      const message = `A thrall's power must be a minor other than ${excluded}; got ${powerName(power)}.`;
      problems.push({ code: "invalid-thrall-power", message, characterId: foeId, rule: { line: 1037 } });
    }
  }
  for (const teamId of Object.keys(input.choices?.bumps ?? {})) {
    if (!input.teams.some((t) => t.teamId === teamId)) problems.push({ code: "unknown-team", message: `Bump picks for unknown team ${teamName(input.teams, teamId)}.`, teamId });
  }
  const fielded = new Set(input.report.teams.flatMap((t) => t.fieldedCharacterIds));
  for (const id of input.choices?.declinedArtifactUpkeep ?? []) {
    if (!fielded.has(id)) problems.push({ code: "not-fielded", message: `${memberName(input.teams, id)} did not fight, so there is no upkeep to decline.`, characterId: id });
  }
  return problems;
}
