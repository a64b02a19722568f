import { rollChance, type Dice } from "../../dice";
import { freshCampaignState, type PowerId, type PowerPick, type SmfCharacter } from "../character";
import { THRALL_CHANCE_GOALS, THRALL_VAMPIRE_CHANCE_GOALS, injuryRow, type InjuryOutcome } from "../data/injury-table";
import { hasPower } from "../roster/traits";
import type { SmfTeamState } from "../team";
import { injuryOutcomeOdds, injuryRollExemption, rollInjury, type InjuryOutcomeOdds, type InjuryRollModifiers } from "./roll-injury";
import { battleTeams, characterById, findCharacter, teamById, updateCharacter, updateTeam } from "./state";
import type { KnockedOutCharacter, PostBattleEvent, PostBattleInput, PostBattleState, StepResult, TeamBattleReport } from "./types";

/**
 * Phase 1, the fate of the fallen (SMF L2575–L2611): every KO'ed character rolls on the Injury
 * Table, except Immortal characters and henchmen groups (Ruling R11). Results are applied at once:
 * deaths, captures (with the captor, Ruling R19), next-battle effects (Ruling R18), grudges,
 * Inspired Recovery (paid in Phase 2), and Vampire thralls (L1151).
 */

/** The team that injured a KO'ed character: recorded (Ruling R10), or the only other team. */
export function injuringTeamId(ko: KnockedOutCharacter, own: TeamBattleReport, all: readonly TeamBattleReport[]): string | undefined {
  if (ko.injuredByTeamId) return ko.injuredByTeamId;
  const others = all.filter((t) => t.teamId !== own.teamId);
  return others.length === 1 ? others[0]!.teamId : undefined;
}

function outcomeNote(outcome: InjuryOutcome, character: SmfCharacter, injurer: SmfTeamState | undefined): string {
  if (outcome === "captured" && injurer) return ` by ${injurer.name}`;
  if (outcome === "settle-the-score" && injurer) return ` against ${injurer.name}`;
  if (outcome === "dead" && character.kind === "sidekick") return " (replaced before the next battle, arriving on a 2+, L1035)";
  return "";
}

function applyOutcome(state: PostBattleState, teamId: string, character: SmfCharacter, outcome: InjuryOutcome, injurer: SmfTeamState | undefined): PostBattleState {
  const row = injuryRow(outcome);
  switch (outcome) {
    case "dead":
      if (character.kind === "sidekick") {
        // L1035: a fallen Servitor/Sidekick is replaced before the next battle, arriving on a 2+.
        const replaced = updateCharacter(state, character.id, (c) => ({ ...c, state: freshCampaignState() }));
        return updateTeam(replaced, teamId, (t) => ({ ...t, replacedSidekickIds: [...t.replacedSidekickIds, character.id] }));
      }
      return updateCharacter(state, character.id, (c) => ({ ...c, state: { ...c.state, status: "dead" } }));
    case "captured":
      return updateCharacter(state, character.id, (c) => ({
        ...c,
        state: { ...c.state, status: "captured", ...(injurer ? { capturedBy: { teamId: injurer.teamId, teamName: injurer.name } } : {}) },
      }));
    case "grievous-injury":
    case "serious-injuries":
    case "light-injury": {
      const effect = row.nextBattle ?? {};
      return updateCharacter(state, character.id, (c) => {
        const now = c.state.nextBattle;
        return {
          ...c,
          state: {
            ...c.state,
            nextBattle: {
              ...now,
              missesBattle: now.missesBattle || effect.missesBattle === true,
              moveLoss: Math.max(now.moveLoss, effect.moveLoss ?? 0),
              attackDiceLoss: Math.max(now.attackDiceLoss, effect.attackDiceLoss ?? 0),
            },
          },
        };
      });
    }
    case "settle-the-score":
      if (!injurer || character.state.settleScoreAgainst.some((g) => g.teamId === injurer.teamId)) return state;
      return updateCharacter(state, character.id, (c) => ({
        ...c,
        state: { ...c.state, settleScoreAgainst: [...c.state.settleScoreAgainst, { teamId: injurer.teamId, teamName: injurer.name }] },
      }));
    case "inspired-recovery":
      return { ...state, inspiredRecoveries: [...state.inspiredRecoveries, { teamId, characterId: character.id }] };
    case "minor-scrapes":
      return state;
  }
}

function uniqueId(state: PostBattleState, wanted: string): string {
  let id = wanted;
  for (let n = 2; findCharacter(state.teams, id); n++) id = `${wanted}-${n}`;
  return id;
}

/**
 * L1151: a foe the Vampire drained dies → 2+ Chance: it rises as the Vampire's thrall, a
 * Servitor/Sidekick-style member of the Vampire's team; on 4 goals it is a Vampire too. The
 * Vampire adds Servitor/Sidekick to its sheet if it lacks it.
 */
function rollThrall(
  state: PostBattleState,
  foe: SmfCharacter,
  vampireId: string,
  thrallPower: PowerId | undefined,
  dice: Dice,
): { state: PostBattleState; event: PostBattleEvent } {
  const vampireTeam = findCharacter(state.teams, vampireId)!.team;
  const vampire = characterById(state, vampireId);
  const roll = rollChance(dice, "thrall");
  const base = { step: "injuries" as const, teamId: vampireTeam.teamId, characterId: vampireId, dice: roll.thrown };
  if (roll.goals < THRALL_CHANCE_GOALS) {
    return {
      state,
      event: { ...base, kind: "thrall", vampireId, roll, isVampire: false, summary: `${vampire.name} calls ${foe.name} back: Chance ${roll.summary} → stays dead` },
    };
  }
  const isVampire = roll.goals >= THRALL_VAMPIRE_CHANCE_GOALS;
  const powers: PowerPick[] = [];
  if (thrallPower) powers.push({ power: thrallPower, tier: "minor", source: "thrall" });
  if (isVampire && thrallPower !== "vampire") powers.push({ power: "vampire", tier: "minor", source: "thrall" });
  const thrall: SmfCharacter = {
    id: uniqueId(state, `${foe.id}-thrall`),
    name: `${foe.name} (thrall)`,
    kind: "thrall",
    // Re-statted as a Servitor/Sidekick (L1033): Body 4, Psyche 4, Move 6", one minor power.
    build: { archetype: "street-level", powers, boosts: [], backgrounds: [] },
    state: { ...freshCampaignState(), thrallOf: vampireId },
  };
  let next = updateTeam(state, vampireTeam.teamId, (t) => ({ ...t, characters: [...t.characters, thrall] }));
  if (!hasPower(vampire, "servitor-sidekick")) {
    next = updateCharacter(next, vampireId, (c) => ({
      ...c,
      build: { ...c.build, powers: [...c.build.powers, { power: "servitor-sidekick", tier: "minor", source: "thrall" }] },
    }));
  }
  const powerNote = thrallPower ? `, with ${thrallPower}` : ", its minor power still to choose";
  return {
    state: next,
    event: {
      ...base,
      kind: "thrall",
      vampireId,
      roll,
      thrallId: thrall.id,
      isVampire,
      summary: `${vampire.name} calls ${foe.name} back: Chance ${roll.summary} → rises as a thrall${isVampire ? " and a Vampire" : ""}${powerNote}`,
    },
  };
}

/** The modifiers of a KO'ed character's injury roll, as the report gives them (also for its odds). */
export function injuryModifiers(ko: KnockedOutCharacter, injurer: Pick<SmfTeamState, "alignment"> | undefined): InjuryRollModifiers {
  const isPutDownByHero = ko.isPutDownByHero ?? injurer?.alignment === "heroes";
  return { track: ko.track, furtherHarm: ko.furtherHarm, isVampireMelee: ko.vampireId !== undefined, isPutDownByHero };
}

/** One KO'ed character of the report as its injury roll sees it: the character and the roll's modifiers. */
export function injuryRollSetup(state: PostBattleState, input: PostBattleInput, characterId: string): { character: SmfCharacter; modifiers: InjuryRollModifiers } | undefined {
  const reports = battleTeams(input);
  const report = reports.find((r) => r.knockedOut.some((k) => k.characterId === characterId));
  const ko = report?.knockedOut.find((k) => k.characterId === characterId);
  if (!report || !ko) return undefined;
  const character = characterById(state, characterId);
  const injurerId = injuringTeamId(ko, report, reports);
  return { character, modifiers: injuryModifiers(ko, injurerId ? teamById(state, injurerId) : undefined) };
}

/** The exact odds of each injury outcome for one KO'ed character of the report, before its roll. */
export function injuryOddsForReport(state: PostBattleState, input: PostBattleInput, characterId: string): InjuryOutcomeOdds[] | undefined {
  const setup = injuryRollSetup(state, input, characterId);
  if (!setup || injuryRollExemption(setup.character)) return undefined;
  return injuryOutcomeOdds(setup.character, setup.modifiers);
}

export function resolveInjuries(state: PostBattleState, input: PostBattleInput, dice: Dice): StepResult {
  const events: PostBattleEvent[] = [];
  let next = state;
  const reports = battleTeams(input);

  for (const report of reports) {
    for (const ko of report.knockedOut) {
      const character = characterById(next, ko.characterId);
      const base = { step: "injuries" as const, teamId: report.teamId, characterId: character.id };
      const exemption = injuryRollExemption(character);
      if (exemption) {
        if (exemption === "henchmen") {
          // L1901: a wiped-out group returns at full strength, arriving at the start of round 2.
          next = updateCharacter(next, character.id, (c) => ({
            ...c,
            state: { ...c.state, nextBattle: { ...c.state.nextBattle, arrivesRound: Math.max(c.state.nextBattle.arrivesRound ?? 0, 2) as 2 | 3 } },
          }));
        }
        const why = {
          immortal: "Immortal: never rolls for injury (L856)",
          henchmen: "henchmen group: no injury roll; back at full strength next battle, arriving round 2 (L1901)",
          vehicle: "vehicle: no injury roll",
        }[exemption];
        events.push({ ...base, kind: "no-injury-roll", reason: exemption, dice: [], summary: `${character.name}: ${why}` });
        continue;
      }

      const injurerId = injuringTeamId(ko, report, reports);
      const injurer = injurerId ? teamById(next, injurerId) : undefined;
      const roll = rollInjury(character, injuryModifiers(ko, injurer), dice);
      const { thrown, summary, ...record } = roll;
      const note = outcomeNote(roll.outcome, character, injurer);
      events.push({ ...base, kind: "injury", roll: record, dice: thrown, summary: `${character.name}: ${summary}${note}` });
      next = applyOutcome(next, report.teamId, character, roll.outcome, injurer);

      if (roll.outcome === "dead" && ko.vampireId) {
        const thrall = rollThrall(next, character, ko.vampireId, input.choices?.thrallPowers?.[character.id], dice);
        next = thrall.state;
        events.push(thrall.event);
      }
    }
  }
  return { ok: true, state: next, events };
}
