/**
 * The Curse event (SMF L2469–L2473): one random member of each team makes a Chance roll; no goals
 * means cursed, +1 to all its TNs until lifted. Curses stack.
 */
import { rollChance, type Dice, type GoalRoll } from "../../dice";
import type { SmfCharacter } from "../character";
import { lineUpMembers } from "./fielded-members";
import { MAX_NUMBERED_MEMBERS, pickRandomMember, type RandomMemberPick } from "./pick-random-member";
import type { CurseChange, MemberRef, StepRecordBase } from "./pre-battle-record";

/** STORED AS JSON (pre-battle records); changing it needs a data migration. */
export interface CurseEventRecord extends StepRecordBase {
  step: "curse-event";
  teamId: string;
  /** Absent when the team fields no member the pick can number. */
  target?: MemberRef;
  pick?: RandomMemberPick;
  chance?: GoalRoll;
  isCursed: boolean;
  curseChange?: CurseChange;
}

export interface CurseEventTeam {
  teamId: string;
  teamName: string;
  fielded: readonly SmfCharacter[];
}

/**
 * For each team in order: pick a random fielded member (same 1–6 method as the subplot driver,
 * same members: see isLineUpMember), then a Chance roll for it. A curse is not a TN for this
 * roll: a Chance roll counts goals, so earlier curses do not change it. Throws if a team fields
 * more than six members (validate the line-up first, Ruling R4).
 */
export function rollCurseEvent(teams: readonly CurseEventTeam[], dice: Dice): CurseEventRecord[] {
  return teams.map((team) => rollTeamCurse(team, dice));
}

function rollTeamCurse(team: CurseEventTeam, dice: Dice): CurseEventRecord {
  const members = lineUpMembers(team.fielded);
  if (members.length === 0) {
    return {
      step: "curse-event",
      teamId: team.teamId,
      isCursed: false,
      thrown: [],
      summary: `Curse: ${team.teamName} fields no character to curse`,
    };
  }
  if (members.length > MAX_NUMBERED_MEMBERS) {
    throw new Error(`rollCurseEvent: ${team.teamName} fields more than ${MAX_NUMBERED_MEMBERS} members`);
  }
  const pick = pickRandomMember(
    members.map((c) => ({ characterId: c.id, name: c.name })),
    dice,
    "curse-target",
  );
  const target = { characterId: pick.picked.characterId, name: pick.picked.name };
  const chance = rollChance(dice, "curse-chance");
  const isCursed = chance.goals === 0;
  const record: CurseEventRecord = {
    step: "curse-event",
    teamId: team.teamId,
    target,
    pick,
    chance,
    isCursed,
    thrown: [...pick.thrown, ...chance.thrown],
    summary: `Curse on ${team.teamName}: ${pick.summary}; Chance ${chance.summary} → ${isCursed ? `${target.name} is cursed (+1 to all TNs)` : `${target.name} shrugs it off`}`,
  };
  if (isCursed) {
    record.curseChange = { teamId: team.teamId, characterId: target.characterId, delta: 1, reason: "curse-event" };
  }
  return record;
}
