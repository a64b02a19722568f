import {
  GRIMOIRE_CHANGE_SP,
  grimoireProblems,
  GUEST_STAR_SP,
  hasPower,
  POWER_IDS,
  QUIVER_CHANGE_SP,
  QUIVER_OPTIONS,
  QUIVER_SIZE,
  type PowerId,
  type SmfCharacter,
  type SmfTeamState,
  type StoryPointSpend,
} from "@/lib/rules/smf";
import type { PlanRandom } from "./seed-plan";

/**
 * Phase 3 for a seeded battle (L2694), drawn from the plan's random stream (pure code): every team
 * of the campaign, fought or not, may lift a curse (1 SP), restock an archer's trick arrows (1 SP,
 * L689), rewrite a sorcerer's grimoire (1 SP, L1066) and book a guest star (2 SP) when none is
 * waiting. A team never spends what it lacks.
 */

const CURSE_LIFT_CHANCE = 0.8;
const QUIVER_CHANCE = 0.9;
const GRIMOIRE_CHANCE = 0.9;
const GUEST_STAR_CHANCE = 0.15;

export function seedSpends(random: PlanRandom, teams: readonly SmfTeamState[]): StoryPointSpend[] {
  const spends: StoryPointSpend[] = [];
  for (const team of teams) {
    let balance = team.storyPoints.balance;
    const active = team.characters.filter((c) => c.state.status === "active");
    for (const cursed of active.filter((c) => c.state.curses > 0)) {
      if (balance < 1 || !random.chance(CURSE_LIFT_CHANCE)) continue;
      spends.push({ kind: "curse-lift", teamId: team.teamId, characterId: cursed.id });
      balance -= 1;
    }
    const archer = active.find((c) => hasPower(c, "archery"));
    if (archer && balance >= QUIVER_CHANGE_SP && random.chance(QUIVER_CHANCE)) {
      spends.push({ kind: "quiver", teamId: team.teamId, characterId: archer.id, quiver: random.shuffle(QUIVER_OPTIONS).slice(0, QUIVER_SIZE) });
      balance -= QUIVER_CHANGE_SP;
    }
    const sorcerer = active.find((c) => hasPower(c, "sorcery"));
    const grimoire = sorcerer && balance >= GRIMOIRE_CHANGE_SP && random.chance(GRIMOIRE_CHANCE) ? newGrimoire(random, sorcerer) : undefined;
    if (sorcerer && grimoire) {
      spends.push({ kind: "grimoire", teamId: team.teamId, characterId: sorcerer.id, grimoire });
      balance -= GRIMOIRE_CHANGE_SP;
    }
    if (team.guestStarsPending === 0 && balance >= GUEST_STAR_SP && random.chance(GUEST_STAR_CHANCE)) {
      spends.push({ kind: "guest-star", teamId: team.teamId });
      balance -= GUEST_STAR_SP;
    }
  }
  return spends;
}

type Grimoire = { major: PowerId; minors: PowerId[] };

/**
 * Another legal grimoire (L1060): a new major and four minors, each drawn from the powers that
 * could take its place in the current one; undefined if the draw breaks a rule.
 */
function newGrimoire(random: PlanRandom, sorcerer: SmfCharacter): Grimoire | undefined {
  const current = sorcerer.build.powers.find((p) => p.power === "sorcery")?.choices?.grimoire;
  if (!current) return undefined;
  const majors = POWER_IDS.filter((p) => grimoireProblems({ major: p, minors: current.minors }).length === 0);
  const minors = POWER_IDS.filter((p) => !current.minors.slice(1).includes(p) && grimoireProblems({ major: current.major, minors: [p, ...current.minors.slice(1)] }).length === 0);
  const grimoire = { major: random.pick(majors), minors: random.shuffle(minors).slice(0, current.minors.length) };
  return grimoireProblems(grimoire).length === 0 ? grimoire : undefined;
}
