import { injuryModifiers, injuryRollExemption, injuryRollOdds, type SmfCharacter } from "@/lib/rules/smf";
import type { RollOdds } from "@/lib/rules/roll-odds";
import type { ReportTeam } from "./report-model";

/** What a character's report fields say as they are filled in (the form's own values). */
export interface KoFieldValues {
  /** "" = not KO'ed. */
  track: "" | "body" | "psyche" | "both";
  /** As typed: anything that is not a whole number of 0 or more counts as 0 until it is. */
  furtherHarm: string;
  vampireId: string;
  /** "" = as the injuring team's side says. */
  hero: "" | "yes" | "no";
  /** With three or more teams: the injuring team's id, or "". */
  injuredByTeamId: string;
}

const EXEMPT: Record<NonNullable<ReturnType<typeof injuryRollExemption>>, string> = {
  immortal: "Immortal: never rolls for injury.",
  henchmen: "A henchmen group makes no injury roll: it comes back at full strength next battle, arriving in round 2.",
  vehicle: "A vehicle makes no injury roll.",
};

/**
 * The odds of a KO'ed character's injury roll from the report's fields as they stand, read with
 * the same modifiers the post-battle will use (injuryModifiers): the report shows them before
 * "Save the report and roll the post-battle for me" throws anything. `none` when not KO'ed;
 * `exempt` with the reason for those who never roll (Ruling R11).
 */
export function koInjuryOdds(
  character: SmfCharacter,
  values: KoFieldValues,
  foes: readonly Pick<ReportTeam, "teamId" | "alignment">[],
): { kind: "none" } | { kind: "exempt"; reason: string } | { kind: "odds"; odds: RollOdds } {
  if (values.track === "") return { kind: "none" };
  const exemption = injuryRollExemption(character);
  if (exemption) return { kind: "exempt", reason: EXEMPT[exemption] };
  const harm = Number(values.furtherHarm);
  const furtherHarm = Number.isInteger(harm) && harm > 0 ? harm : 0;
  const injurer = foes.length === 1 ? foes[0] : foes.find((f) => f.teamId === values.injuredByTeamId);
  const modifiers = injuryModifiers(
    {
      characterId: character.id,
      track: values.track,
      furtherHarm,
      ...(values.vampireId ? { vampireId: values.vampireId } : {}),
      ...(values.hero ? { isPutDownByHero: values.hero === "yes" } : {}),
    },
    injurer,
  );
  const odds = injuryRollOdds(character, modifiers);
  return odds ? { kind: "odds", odds } : { kind: "exempt", reason: EXEMPT.immortal };
}
