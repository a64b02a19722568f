import type { CampaignExportSource } from "../build-campaign-export";
import { nightShift, sampleCharacter } from "./team-source";

/** Builders for the export tests only; never imported by app code. Ids look like Prisma's (c + 24). */
export const ID = {
  campaign: "ccampaign0000000000000001",
  nightShift: "cteam00000000000000000001",
  syndicate: "cteam00000000000000000002",
  rhino: "cchar00000000000000000001",
  deadeye: "cchar00000000000000000002",
  commander: "cchar00000000000000000003",
  craniak: "cchar00000000000000000004",
  /** A character deleted before the battle's records were exported: only the snapshot names it. */
  ghost: "cchar00000000000000000099",
  battle: "cbattle000000000000000001",
  starting1: "centry0000000000000000001",
  starting2: "centry0000000000000000002",
  reward: "centry0000000000000000003",
  reversal: "centry0000000000000000004",
  roll: "croll00000000000000000001",
} as const;

const at = new Date("2026-11-02T10:00:00.000Z");

function withRows<T extends ReturnType<typeof nightShift>>(team: T) {
  return { ...team, state: {}, roster: team.roster.map((entry) => ({ ...entry, hasFought: entry.position === 0, createdAt: at, retiredAt: entry.isRetired ? at : null })) };
}

/** Two teams (one archived), one undone battle with its snapshot, a roll, a reward and its reversal. */
export function campaignSource(overrides: Partial<CampaignExportSource> = {}): CampaignExportSource {
  const heroes = nightShift({
    id: ID.nightShift,
    storyPoints: { balance: 1, earned: 1 },
    roster: [
      { character: sampleCharacter("White Rhino", ID.rhino), position: 0, isRetired: false },
      { character: sampleCharacter("Deadeye", ID.deadeye), position: 1, isRetired: false },
    ],
  });
  const villains = nightShift({
    id: ID.syndicate,
    name: "The Syndicate",
    alignment: "VILLAINS",
    ownerName: "Bob",
    archivedAt: at,
    storyPoints: { balance: 1, earned: 1 },
    roster: [
      { character: sampleCharacter("The Commander", ID.commander), position: 0, isRetired: false },
      { character: sampleCharacter("White Rhino", ID.craniak), position: 1, isRetired: true },
    ],
  });
  const recordedTeam = (teamId: string, ids: string[]) => ({ teamId, name: "x", characters: ids.map((id) => ({ id, name: "x" })), storyPoints: { balance: 1, earned: 1 } });
  return {
    campaign: {
      id: ID.campaign,
      name: "Night Watch",
      storyPointGoal: 25,
      allowVehicles: false,
      allowAlternatePowerLevels: true,
      advancement: "CHOSEN",
      socialScienceVariant: "CH5_TABLE",
      reportConfirmation: "OPPONENT",
      teamControl: "OWNERS",
      appDiceOnly: true,
      optionsLockedAt: at,
      archivedAt: null,
      createdAt: at,
      rollSequence: 1,
      finishedAt: null,
      winners: null,
      finishedByBattleId: null,
    },
    members: [
      { name: "Olive Organiser", role: "ORGANISER", joinedAt: at },
      { name: "Pat Player", role: "CO_ORGANISER", joinedAt: at },
    ],
    teams: [withRows(heroes), withRows(villains)],
    ledger: [
      { id: ID.starting1, teamId: ID.nightShift, delta: 1, reason: "STARTING", note: "Starting SP", battleId: null, reversesEntryId: null, actorName: "Pat Player", createdAt: at },
      { id: ID.starting2, teamId: ID.syndicate, delta: 1, reason: "STARTING", note: "", battleId: null, reversesEntryId: null, actorName: "Bob", createdAt: at },
      { id: ID.reward, teamId: ID.nightShift, delta: 2, reason: "REWARD", note: "Won", battleId: ID.battle, reversesEntryId: null, actorName: "Pat Player", createdAt: at },
      {
        id: ID.reversal,
        teamId: ID.nightShift,
        delta: -2,
        reason: "REWARD",
        note: "Undo of issue #1: Won",
        battleId: ID.battle,
        reversesEntryId: ID.reward,
        actorName: "Olive Organiser",
        createdAt: at,
      },
    ],
    battles: [
      {
        id: ID.battle,
        issue: 1,
        status: "UNDONE",
        scenarioChoice: "rooftop-rumble",
        specialEventChoice: null,
        scenarioId: "rooftop-rumble",
        specialEventId: null,
        snapshot: {
          teams: [recordedTeam(ID.nightShift, [ID.rhino, ID.deadeye, ID.ghost]), recordedTeam(ID.syndicate, [ID.commander, ID.craniak])],
          counters: { [ID.nightShift]: { milestonesReached: 0 }, [ID.syndicate]: { milestonesReached: 0 } },
          rows: { [ID.rhino]: { position: 0, hasFought: false }, [ID.ghost]: { position: 2, hasFought: false } },
        },
        preBattleChoices: [{ teamId: ID.nightShift }],
        preBattle: { changes: { ledger: [] } },
        report: {
          teams: [
            { teamId: ID.nightShift, result: "won", knockedOut: [] },
            { teamId: ID.syndicate, result: "lost", knockedOut: [{ characterId: ID.commander }] },
          ],
        },
        postBattleChoices: { choices: {}, confirmedSteps: [] },
        postBattleStep: 9,
        postBattleState: { teams: [recordedTeam(ID.nightShift, [ID.rhino, ID.deadeye]), recordedTeam(ID.syndicate, [ID.commander, ID.craniak])] },
        postBattleEvents: [{ kind: "injury", characterId: ID.commander }],
        applyCount: 1,
        createdByName: "Pat Player",
        createdAt: at,
        reportedByName: "Pat Player",
        reportedAt: at,
        confirmedByName: "Bob",
        confirmedAt: at,
        resolvedAt: at,
        undoneByName: "Olive Organiser",
        undoneAt: at,
        cancelledAt: null,
        teams: [
          { teamId: ID.nightShift, position: 0, teamName: "The Night Shift", ownerName: "Pat Player", lineUp: [{ characterId: ID.rhino, name: "White Rhino" }], result: "WON" },
          { teamId: ID.syndicate, position: 1, teamName: "The Syndicate", ownerName: "Bob", lineUp: [{ characterId: ID.commander, name: "The Commander" }], result: "LOST" },
        ],
      },
    ],
    rolls: [
      {
        id: ID.roll,
        sequence: 1,
        battleId: ID.battle,
        slot: "post:injuries:0",
        purpose: "injury",
        label: "Issue #1 · Injury roll for the ghost",
        sides: 6,
        faces: [3, 5],
        source: "APP",
        teamId: ID.nightShift,
        teamName: "The Night Shift",
        characterId: ID.ghost,
        characterName: "Ghost",
        actorName: "Pat Player",
        createdAt: at,
      },
    ],
    activity: [
      {
        kind: "TEAM_CREATED",
        summary: "Pat Player founded the heroes team “The Night Shift”.",
        actorName: "Pat Player",
        createdAt: at,
        payload: { v: 1, teamId: ID.nightShift, name: "The Night Shift" },
      },
      {
        kind: "MEMBER_JOINED",
        summary: "Bob joined.",
        actorName: "Bob",
        createdAt: at,
        payload: { v: 1, userId: "cuser00000000000000000001", role: "PLAYER", inviteId: "cinvite000000000000000001" },
      },
      {
        kind: "CHARACTER_DELETED",
        summary: "Pat removed Ghost.",
        actorName: "Pat Player",
        createdAt: at,
        payload: { v: 1, teamId: ID.nightShift, characterId: ID.ghost, name: "Ghost" },
      },
    ],
    ...overrides,
  };
}
