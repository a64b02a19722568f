import type { CharacterBuild, PowerPick } from "../character";
import { SUPER_CROSS_LIST_COST, SUPER_MAX_BOOSTS, archetypeRow } from "../data/archetypes";
import { BOOST_PICK_COST } from "../data/boosts";
import { findPower } from "../data/powers";
import { anyStandardMinorMenu, baseMinorPicks, majorSlots, ownMinorMenu, streetLevelMinorMenu } from "./power-menus";
import { problem, type Problem } from "./problem";
import { boostName, powerName } from "./words";

/** Picks gained in play are not charged against the creation budget or checked against menus. */
const GAINED_IN_PLAY: ReadonlySet<PowerPick["source"]> = new Set(["bump", "power-switch", "thrall"]);

/** Ruling R5: Immortal is for Wildcard and Street-Level builds only (never Super or Powerhouse). */
const IMMORTAL_ARCHETYPES: ReadonlySet<string> = new Set(["wildcard", "street-level"]);

function countsAsCharacter(build: CharacterBuild): boolean {
  const kind = archetypeRow(build.archetype).kind;
  return kind === "standard" || kind === "alternate";
}

/**
 * Major and minor picks: tiers, menus, counts (Boosts −1 pick each, Trade Off +1, Immortal 2,
 * Super +2 / cross-list 2-for-1 / up to 2 Boosts, Powerhouse Ruling R3), Immortal (Ruling R5),
 * Super-Strength (L1118) and duplicates. Returns every problem found.
 */
export function validatePicks(build: CharacterBuild): Problem[] {
  const problems: Problem[] = [];
  const own = ownMinorMenu(build);
  const slots = majorSlots(build);
  const majorsPerSlot = slots.map(() => 0);
  let minorCost = 0;
  let tradeOffPicks = 0;
  let tradeOffStreetLevelPicks = 0;
  const seen = new Map<string, number>();

  build.powers.forEach((pick, i) => {
    const field = `powers[${i}]`;
    const row = findPower(pick.power, pick.tier);
    if (!row) {
      problems.push(problem("unknown-power", field, `There is no ${pick.tier} power "${pick.power}".`));
      return;
    }
    const key = `${pick.power}/${pick.tier}`;
    if (seen.has(key)) problems.push(problem("duplicate-power", field, `${row.name} (${pick.tier}) is already taken.`));
    else seen.set(key, i);

    if (pick.power === "immortal" && !IMMORTAL_ARCHETYPES.has(build.archetype)) {
      problems.push(problem("immortal-not-allowed", field, "Immortal is only for Wildcard and Street-Level characters.", { ruling: "R5" }));
    }

    const source = pick.source ?? "pick";
    if (GAINED_IN_PLAY.has(source)) return;

    if (pick.tier === "major") {
      if (source !== "pick") {
        problems.push(problem("invalid-pick-source", field, "A major power is always an ordinary pick, never a trade or a campaign gain."));
        return;
      }
      const slot = slots.findIndex((s, k) => s.menu.includes(pick.power) && majorsPerSlot[k] === 0);
      const anySlot = slots.findIndex((s) => s.menu.includes(pick.power));
      if (slot >= 0) majorsPerSlot[slot]! += 1;
      else if (anySlot >= 0) {
        majorsPerSlot[anySlot]! += 1;
        problems.push(problem("too-many-majors", field, `Only one major power comes from the ${archetypeRow(slots[anySlot]!.base).name} list.`));
      } else problems.push(problem("major-not-on-menu", field, `${row.name} (major) is not on this archetype's major list.`));
      return;
    }

    const cost = row.pickCost ?? 1;
    switch (source) {
      case "pick":
        minorCost += cost;
        if (!own.has(pick.power)) problems.push(problem("minor-not-on-menu", field, `${row.name} is not on this archetype's minor list.`));
        break;
      case "super-cross-list":
        minorCost += SUPER_CROSS_LIST_COST;
        if (build.archetype !== "super") problems.push(problem("invalid-pick-source", field, "Only a Super may trade two picks for a power from another list.", { line: 605 }));
        else if (!anyStandardMinorMenu().has(pick.power)) problems.push(problem("minor-not-on-menu", field, `${row.name} is on no standard archetype's minor list.`));
        break;
      case "trade-off":
        tradeOffPicks += 1;
        if (!own.has(pick.power)) problems.push(problem("minor-not-on-menu", field, `${row.name} is not on this archetype's minor list, as Trade Off requires.`, { line: 1278 }));
        break;
      case "trade-off-street-level":
        tradeOffStreetLevelPicks += 1;
        if (!streetLevelMinorMenu().has(pick.power))
          problems.push(problem("minor-not-on-menu", field, `${row.name} is not on the Street-Level list, as Trade Off requires.`, { line: 1278 }));
        break;
    }
  });

  // Super-Strength major and minor together (L1118).
  const ssMinor = build.powers.findIndex((p) => p.power === "super-strength" && p.tier === "minor");
  if (ssMinor >= 0 && build.powers.some((p) => p.power === "super-strength" && p.tier === "major")) {
    problems.push(problem("super-strength-major-and-minor", `powers[${ssMinor}]`, "Major and minor Super-Strength cannot be combined.", { line: 1118 }));
  }

  slots.forEach((s, k) => {
    if (majorsPerSlot[k] === 0) {
      problems.push(problem("too-few-majors", "powers", `Choose a major power from the ${archetypeRow(s.base).name} list: ${s.menu.map(powerName).join(", ")}.`));
    }
  });

  problems.push(...validateBoosts(build));
  problems.push(...validateTradeOff(build, tradeOffPicks, tradeOffStreetLevelPicks));

  // A Shape-Shifter may give up the minor pick for an extra Elasticity form (L942).
  const extraForm = build.powers.some((p) => p.power === "metamorph" && p.choices?.extraElasticityForm !== undefined);
  const spent = minorCost + build.boosts.length * BOOST_PICK_COST + (extraForm ? 1 : 0);
  const budget = baseMinorPicks(build);
  if (spent < budget) problems.push(problem("too-few-minor-picks", "powers", `${budget} minor picks to spend, ${spent} spent.`));
  if (spent > budget) problems.push(problem("too-many-minor-picks", "powers", `${budget} minor picks to spend, ${spent} spent.`));
  return problems;
}

function validateBoosts(build: CharacterBuild): Problem[] {
  const problems: Problem[] = [];
  if (build.boosts.length === 0) return problems;
  if (!countsAsCharacter(build)) {
    problems.push(problem("boosts-not-allowed", "boosts", "Henchmen and vehicles cannot take Boosts."));
    return problems;
  }
  build.boosts.forEach((b, i) => {
    if (build.boosts.indexOf(b) !== i) problems.push(problem("duplicate-boost", `boosts[${i}]`, `${boostName(b)} is already taken.`));
  });
  if (build.archetype === "super" && build.boosts.length > SUPER_MAX_BOOSTS) {
    problems.push(problem("too-many-boosts", "boosts", `A Super may trade at most ${SUPER_MAX_BOOSTS} picks for Boosts.`, { line: 605 }));
  }
  return problems;
}

function validateTradeOff(build: CharacterBuild, ownPicks: number, streetLevelPicks: number): Problem[] {
  const penalties = build.tradeOff ?? [];
  const problems: Problem[] = [];
  if (penalties.length > 0 && !countsAsCharacter(build)) {
    return [problem("invalid-trade-off", "tradeOff", "Henchmen and vehicles cannot Trade Off.")];
  }
  if (penalties.length !== 0 && penalties.length !== 2 && penalties.length !== 3) {
    problems.push(problem("invalid-trade-off", "tradeOff", "Trade Off takes two or all three penalties.", { line: 1278 }));
  }
  if (new Set(penalties).size !== penalties.length) {
    problems.push(problem("invalid-trade-off", "tradeOff", "Each Trade Off penalty can be taken once."));
  }
  const wantOwn = penalties.length === 2 ? 1 : 0;
  const wantStreetLevel = penalties.length === 3 ? 1 : 0;
  if (ownPicks !== wantOwn || streetLevelPicks !== wantStreetLevel) {
    const expected =
      penalties.length === 2 ? "one extra minor from the archetype's own list" : penalties.length === 3 ? "one extra minor from the Street-Level list" : "no Trade Off picks";
    problems.push(problem("invalid-trade-off", "powers", `These Trade Off penalties give ${expected}.`, { line: 1278 }));
  }
  return problems;
}
