import { validateCharacter, type RosterOptions, type SmfCharacter } from "@/lib/rules/smf";
import type { CampaignExport } from "./campaign-export-schema";
import { problemLine } from "./describe-problem";
import { SOCIAL_SCIENCE_VARIANTS } from "./stored-values";

/**
 * The roster characters (not retired) whose builds the builder's server check would refuse today
 * (validate-for-team.ts: the rules' validateCharacter with the file's campaign options and the
 * team's roster for Rapport), one line each. A campaign import shows these and imports the
 * characters anyway: a campaign is rebuilt as it was played, builds are not re-judged (some of the
 * rules' own sample characters would not pass), and the new campaign is its importer's alone.
 * Retired characters are history and are not listed.
 */
export function rosterOptionsOf(settings: CampaignExport["campaign"]["settings"]): Required<RosterOptions> {
  const variant: Record<(typeof SOCIAL_SCIENCE_VARIANTS)[number], Required<RosterOptions>["socialScienceVariant"]> = { ch2: "ch2", "ch5-table": "ch5-table" };
  return { allowAlternatePowerLevels: settings.allowAlternatePowerLevels, allowVehicles: settings.allowVehicles, socialScienceVariant: variant[settings.socialScienceVariant] };
}

export function checkCampaignRosters(file: CampaignExport): string[] {
  const options = rosterOptionsOf(file.campaign.settings);
  return file.teams.flatMap((team) => {
    const roster = team.characters.filter((c) => !c.isRetired);
    const asRules: SmfCharacter[] = roster.map(({ id, name, kind, build, state }) => ({ id, name, kind, build, state }));
    return team.characters.flatMap((character, index) => {
      if (character.isRetired) return [];
      const rules = asRules[roster.indexOf(character)]!;
      const result = validateCharacter(rules, { ...options, team: asRules });
      return result.ok ? [] : result.problems.map((p) => `Team “${team.name}”: ${problemLine(index + 1, character.name, p, character.kind, character.build)}`);
    });
  });
}
