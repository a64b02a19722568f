import { FRAGMENT_COUNT } from "./earn-story-points";
import { hasPower } from "../roster/traits";
import { memberName, teamName } from "../roster/words";
import { findMember, unknownMemberMessage } from "../team-members";
import { findCharacter } from "./state";
import type { PostBattleInput, PostBattleProblem } from "./types";

/** Civilians in play: 1D6 of them (L2467). */
const MAX_CIVILIANS = 6;

function isCount(value: number | undefined): boolean {
  return value === undefined || (Number.isInteger(value) && value >= 0);
}

/**
 * Checks a battle report against the teams and the scenario before any die is thrown. Returns
 * every problem found (empty = valid). Codes:
 * - `invalid-issue`, `invalid-goal`: issue or story-point goal not a whole number above 0;
 * - `not-enough-teams`, `unknown-team`, `duplicate-team`: the teams that fought;
 * - `invalid-results`: neither one winner with every other team losing, nor a draw for all (Rulings R9, R10);
 * - `unknown-character`, `not-available`: a fielded id not on the team, or dead/captured/retired;
 * - `not-fielded`, `duplicate-knockout`, `invalid-further-harm`: the KO list;
 * - `missing-injuring-team`, `invalid-injuring-team`: Ruling R10 (more than two teams);
 * - `invalid-vampire`: the Vampire is not a fielded foe with the Vampire power;
 * - `wrong-scenario`, `wrong-event`: an achievement recorded for a scenario or event not in play;
 * - `invalid-count`: a negative or impossible count (fragments over 5, civilians over 6);
 * - `duplicate-holder`: two teams hold the artifact, the diplomat or the fortress defence;
 * - `duplicate-communion`: one character listed twice with the Space God;
 * - `not-captured`: a released character who is not captured.
 */
export function validateBattleReport(input: PostBattleInput): PostBattleProblem[] {
  const { report, teams, options } = input;
  const problems: PostBattleProblem[] = [];
  const add = (code: string, message: string, extra: Partial<PostBattleProblem> = {}) => problems.push({ code, message, ...extra });
  const who = (id: string) => memberName(teams, id);
  const teamCalled = (id: string) => teamName(teams, id);

  if (!Number.isInteger(report.issue) || report.issue < 1) add("invalid-issue", `Issue ${report.issue} is not a whole number above 0.`);
  if (!Number.isInteger(options.storyPointGoal) || options.storyPointGoal < 1) {
    add("invalid-goal", `The story-point goal ${options.storyPointGoal} is not a whole number above 0.`);
  }
  if (report.teams.length < 2) add("not-enough-teams", "A battle needs at least two teams.");

  const battleTeamIds = new Set<string>();
  for (const t of report.teams) {
    if (battleTeamIds.has(t.teamId)) add("duplicate-team", `${teamCalled(t.teamId)} is listed twice.`, { teamId: t.teamId });
    battleTeamIds.add(t.teamId);
    if (!teams.some((team) => team.teamId === t.teamId)) add("unknown-team", `Team ${teamCalled(t.teamId)} is not in the campaign.`, { teamId: t.teamId });
  }

  const results = report.teams.map((t) => t.result);
  const isDraw = results.every((r) => r === "draw");
  const isWin = results.filter((r) => r === "won").length === 1 && results.filter((r) => r === "lost").length === results.length - 1;
  if (!isDraw && !isWin) add("invalid-results", "Record exactly one winner (every other team lost) or a draw for every team.", { rule: { ruling: "R9, R10" } });

  const fielded = new Map<string, string>(); // character id → team id
  for (const t of report.teams) {
    const team = teams.find((x) => x.teamId === t.teamId);
    if (!team) continue;
    for (const id of t.fieldedCharacterIds) {
      const character = findMember(team, id);
      if (!character) add("unknown-character", unknownMemberMessage(team, id), { teamId: t.teamId, characterId: id });
      else if (character.state.status !== "active") {
        add("not-available", `${character.name} is ${character.state.status} and cannot have fought.`, { teamId: t.teamId, characterId: id });
      }
      fielded.set(id, t.teamId);
    }
  }

  for (const t of report.teams) {
    const seen = new Set<string>();
    for (const ko of t.knockedOut) {
      const extra = { teamId: t.teamId, characterId: ko.characterId };
      if (fielded.get(ko.characterId) !== t.teamId) add("not-fielded", `${who(ko.characterId)} was KO'ed but not fielded by ${teamCalled(t.teamId)}.`, extra);
      if (seen.has(ko.characterId)) add("duplicate-knockout", `${who(ko.characterId)} is KO'ed twice.`, extra);
      seen.add(ko.characterId);
      if (!Number.isInteger(ko.furtherHarm) || ko.furtherHarm < 0) {
        add("invalid-further-harm", `Further harm on ${who(ko.characterId)} must be a whole number, 0 or more.`, extra);
      }
      if (ko.injuredByTeamId !== undefined) {
        if (!battleTeamIds.has(ko.injuredByTeamId) || ko.injuredByTeamId === t.teamId) {
          add("invalid-injuring-team", `${teamCalled(ko.injuredByTeamId)} is not an opposing team in this battle.`, extra);
        }
      } else if (report.teams.length > 2) {
        add("missing-injuring-team", `With more than two teams, record which team KO'ed ${who(ko.characterId)}.`, { ...extra, rule: { ruling: "R10" } });
      }
      if (ko.vampireId !== undefined) {
        const vampireTeam = fielded.get(ko.vampireId);
        const vampire = findCharacter(teams, ko.vampireId)?.character;
        if (!vampireTeam || vampireTeam === t.teamId || !vampire || !hasPower(vampire, "vampire")) {
          add("invalid-vampire", `${who(ko.vampireId)} is not a fielded foe with the Vampire power.`, extra);
        }
      }
    }
  }

  const scenario = report.scenarioId;
  const event = report.specialEventId;
  let fragments = 0;
  let artifactHolders = 0;
  let diplomatHolders = 0;
  let defenders = 0;
  for (const t of report.teams) {
    const extra = { teamId: t.teamId };
    const onlyIn = (what: string, isPresent: boolean, isAllowed: boolean, code: "wrong-scenario" | "wrong-event") => {
      if (isPresent && !isAllowed) add(code, `${what} is recorded, but this battle's ${code === "wrong-scenario" ? "scenario" : "event"} has none.`, extra);
    };
    // Messages name the achievement in the report form's words, never the stored field.
    onlyIn("Fragments carried off", t.fragmentsCarriedOff !== undefined, scenario === "seek-and-find", "wrong-scenario");
    onlyIn("Who carried fragments off", t.fragmentCarrierIds !== undefined, scenario === "seek-and-find", "wrong-scenario");
    onlyIn("Closing the rift or stealing the secrets", t.riftClosedOrSecretsStolen !== undefined, scenario === "the-fissure", "wrong-scenario");
    onlyIn("Defending the fortress", t.isFortressDefender === true, scenario === "fortress-assault", "wrong-scenario");
    onlyIn("Carrying the Alien Artifact", t.artifactCarrierId !== undefined, event === "alien-artifact", "wrong-event");
    onlyIn("Civilians rescued", t.civiliansRescued !== undefined, event === "civilians", "wrong-event");
    onlyIn("Holding the Rogue Alien Diplomat", t.hasDiplomat === true, event === "rogue-alien-diplomat", "wrong-event");
    onlyIn("Communing with the Space God", t.spaceGodCommunions !== undefined, event === "toga-wearing-space-god", "wrong-event");

    for (const [what, value] of [
      ["Fragments carried off", t.fragmentsCarriedOff],
      ["Rift closed or secrets stolen", t.riftClosedOrSecretsStolen],
      ["Civilians rescued", t.civiliansRescued],
      ...(t.spaceGodCommunions ?? []).map((c) => ["The Space God communion's goals", c.goals] as const),
    ] as const) {
      if (!isCount(value)) add("invalid-count", `${what} must be a whole number, 0 or more.`, extra);
    }
    if ((t.civiliansRescued ?? 0) > MAX_CIVILIANS) add("invalid-count", `At most ${MAX_CIVILIANS} civilians are in play.`, { ...extra, rule: { line: 2467 } });
    fragments += t.fragmentsCarriedOff ?? 0;
    if ((t.fragmentCarrierIds?.length ?? 0) > (t.fragmentsCarriedOff ?? 0)) {
      add("invalid-count", "More fragment carriers than fragments carried off.", extra);
    }
    const mustBeFielded = [...(t.fragmentCarrierIds ?? []), ...(t.artifactCarrierId ? [t.artifactCarrierId] : []), ...(t.spaceGodCommunions ?? []).map((c) => c.characterId)];
    for (const id of mustBeFielded) {
      if (fielded.get(id) !== t.teamId) add("not-fielded", `${who(id)} did not fight for ${teamCalled(t.teamId)}.`, { ...extra, characterId: id });
    }
    const communers = (t.spaceGodCommunions ?? []).map((c) => c.characterId);
    if (new Set(communers).size !== communers.length) add("duplicate-communion", "A character gains the Space God's benefits once per battle.", { ...extra, rule: { line: 2557 } });
    if (t.artifactCarrierId) artifactHolders++;
    if (t.hasDiplomat) diplomatHolders++;
    if (t.isFortressDefender) defenders++;
  }
  if (fragments > FRAGMENT_COUNT) add("invalid-count", `Only ${FRAGMENT_COUNT} fragments exist.`, { rule: { line: 2244 } });
  if (artifactHolders > 1) add("duplicate-holder", "Only one team can hold the Alien Artifact.");
  if (diplomatHolders > 1) add("duplicate-holder", "Only one team can hold the Rogue Alien Diplomat.");
  if (defenders > 1) add("duplicate-holder", "Only one team defends the fortress.");

  for (const id of report.releasedCharacterIds ?? []) {
    const found = findCharacter(teams, id);
    if (!found || found.character.state.status !== "captured") add("not-captured", `${who(id)} is not a captured character.`, { characterId: id });
  }
  return problems;
}
