import { ACTIVITY_PAYLOAD_SCHEMAS } from "@/lib/activity/activity-payload";
import type { CampaignExport } from "./campaign-export-schema";
import { campaignTotals } from "./campaign-totals";
import { recordedCharacterIds } from "./recorded-ids";

/**
 * The checks a campaign file's shape cannot express: every reference inside it names something the
 * file holds, and what is stated twice agrees. Each problem is one line naming the record
 * ("Ledger entry 12 (Night Shift)", "Issue #3", "Roll 40"), at most MAX_PROBLEMS of them plus a count.
 *
 * Characters are the one exception to "names something the file holds": a character deleted
 * before its first battle (delete-character.ts) still appears in the rules records of battles
 * that ran or were set up while it was on a roster, so a battle's records, a cancelled battle's
 * line-up and a roll of that battle may name characters the rosters no longer hold. Those ids are
 * rewritten like any other (remap-ids.ts); a line-up of a battle that was not cancelled must name
 * roster characters, as their rows are kept once they fought.
 */
export const MAX_PROBLEMS = 20;

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}

export function checkCampaignReferences(file: CampaignExport): string[] {
  const problems: string[] = [];
  const add = (line: string) => problems.push(line);

  const teams = new Map(file.teams.map((team) => [team.id, team]));
  const characters = new Map(file.teams.flatMap((team) => team.characters.map((character) => [character.id, { character, team }] as const)));
  const battles = new Map(file.battles.map((battle) => [battle.id, battle]));
  const entries = new Map(file.storyPointLedger.map((entry) => [entry.id, entry]));
  const teamName = (id: string) => teams.get(id)?.name ?? "unknown team";

  // Ids: an import rewrites every id by its text, so one id must name one record.
  const allIds = [
    file.campaign.id,
    ...teams.keys(),
    ...file.teams.flatMap((t) => t.characters.map((c) => c.id)),
    ...file.battles.map((b) => b.id),
    ...file.storyPointLedger.map((e) => e.id),
    ...file.rolls.map((r) => r.id),
  ];
  for (const id of duplicates(allIds)) add(`Two records in the file share the id “${id}”, so references to it cannot be followed.`);

  for (const team of file.teams) {
    if (team.isArchived !== (team.archivedAt !== null)) add(`Team “${team.name}”: isArchived and archivedAt disagree.`);
    for (const character of team.characters) {
      const label = `Team “${team.name}”, character “${character.name}”`;
      if (character.isRetired !== (character.retiredAt !== null)) add(`${label}: isRetired and retiredAt disagree.`);
      const { sidekickOf } = character.state;
      if (character.kind === "sidekick" && !character.isRetired && (!sidekickOf || characters.get(sidekickOf)?.team.id !== team.id)) {
        add(`${label}: a sidekick on the roster must belong to a character of its own team.`);
      }
    }
  }

  // The ledger.
  const reversed = new Set<string>();
  file.storyPointLedger.forEach((entry, index) => {
    const label = `Ledger entry ${index + 1}${teams.has(entry.teamId) ? ` (${teamName(entry.teamId)})` : ""}`;
    if (!teams.has(entry.teamId)) add(`${label}: names a team that is not in the file.`);
    if (entry.battleId !== null && !battles.has(entry.battleId)) add(`${label}: names a battle that is not in the file.`);
    if (entry.reversesEntryId !== null) {
      const target = entries.get(entry.reversesEntryId);
      if (!target || target.id === entry.id) add(`${label}: reverses an entry that is not in the file.`);
      else if (target.teamId !== entry.teamId || target.delta !== -entry.delta) add(`${label}: does not exactly cancel the entry it reverses.`);
      if (reversed.has(entry.reversesEntryId)) add(`${label}: reverses an entry that another entry already reverses.`);
      reversed.add(entry.reversesEntryId);
    }
  });
  const totals = campaignTotals(file.storyPointLedger);
  for (const team of file.teams) {
    const derived = totals.get(team.id) ?? { balance: 0, earned: 0 };
    if (derived.balance !== team.storyPoints.balance || derived.earned !== team.storyPoints.earned) {
      add(
        `Team “${team.name}”: the file says ${team.storyPoints.balance} story points (${team.storyPoints.earned} earned), but its ledger entries come to ${derived.balance} (${derived.earned} earned).`,
      );
    }
  }

  // Battles.
  for (const id of duplicates(file.battles.map((b) => String(b.issue)))) add(`Two battles in the file are issue #${id}.`);
  for (const battle of file.battles) {
    const label = `Issue #${battle.issue}`;
    const battleTeamIds = battle.teams.map((t) => t.teamId);
    if (duplicates(battleTeamIds).length > 0) add(`${label}: lists a team twice.`);
    for (const team of battle.teams) {
      if (!teams.has(team.teamId)) add(`${label}: names a team that is not in the file.`);
      if (battle.status !== "cancelled" && team.lineUp.some((member) => !characters.has(member.characterId))) {
        add(`${label}: ${team.teamName}'s line-up names a character who is not in the file.`);
      }
    }
    const recordedTeams = [...(battle.snapshot?.teams ?? []), ...(battle.postBattleState?.teams ?? [])].map((t) => t.teamId);
    if (recordedTeams.some((id) => !teams.has(id))) add(`${label}: its records name a team that is not in the file.`);
    if (battle.report?.teams.some((t) => !battleTeamIds.includes(t.teamId))) add(`${label}: its report names a team that did not play it.`);
  }

  // Rolls.
  for (const sequence of duplicates(file.rolls.map((r) => String(r.sequence)))) add(`Two rolls in the file have the sequence number ${sequence}.`);
  for (const slot of duplicates(file.rolls.filter((r) => r.battleId !== null).map((r) => `${r.battleId} ${r.slot}`)))
    add(`Two rolls in the file fill the same place in a battle's dice (${slot.split(" ")[1]}).`);
  const battleCharacters = new Map<string, Set<string>>();
  for (const roll of file.rolls) {
    const label = `Roll ${roll.sequence}`;
    // A face the die it names cannot show (a 7 on a D6) was not rolled: refuse the file, not the face.
    const impossible = roll.faces.filter((face) => face > roll.sides);
    if (impossible.length > 0) add(`${label}: ${impossible.length === 1 ? "a" : "faces of"} ${impossible.join(", ")} cannot come up on the D${roll.sides} it names.`);
    if (roll.sequence > file.campaign.rollSequence) add(`${label}: comes after the campaign's last roll number (${file.campaign.rollSequence}).`);
    const battle = roll.battleId === null ? undefined : battles.get(roll.battleId);
    if (roll.battleId !== null && !battle) add(`${label}: names a battle that is not in the file.`);
    if (roll.teamId !== null && !teams.has(roll.teamId)) add(`${label}: names a team that is not in the file.`);
    if (roll.characterId !== null && !characters.has(roll.characterId)) {
      const recorded = battle ? (battleCharacters.get(battle.id) ?? battleCharacters.set(battle.id, recordedCharacterIds(battle)).get(battle.id)!) : new Set<string>();
      if (!recorded.has(roll.characterId)) add(`${label}: names a character who is neither in the file nor in its battle's records.`);
    }
  }

  // The campaign's end, and the feed.
  const finished = file.campaign.finished;
  if (finished) {
    if (finished.winners.some((w) => !teams.has(w.teamId))) add("The campaign's winners include a team that is not in the file.");
    if (finished.battleId !== null && !battles.has(finished.battleId)) add("The campaign ended in a battle that is not in the file.");
  }
  (file.activity ?? []).forEach((line, index) => {
    if (!ACTIVITY_PAYLOAD_SCHEMAS[line.kind].safeParse(line.payload).success) add(`Activity line ${index + 1}: its details do not fit a “${line.kind}” line.`);
  });

  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), `…and ${problems.length - MAX_PROBLEMS} more.`];
}
