import type { BattleReport, KnockedOutCharacter, TeamBattleReport } from "@/lib/rules/smf";
import type { BattleNames } from "./battle-names";

const RESULT: Record<TeamBattleReport["result"], string> = { won: "Won", lost: "Lost", draw: "Draw" };
const TRACK: Record<KnockedOutCharacter["track"], string> = { body: "Body", psyche: "Psyche", both: "Body and Psyche" };

function knockOutLine(ko: KnockedOutCharacter, names: BattleNames): string {
  const parts = [`${names.character(ko.characterId)}: KO'ed on ${TRACK[ko.track]}`];
  if (ko.furtherHarm > 0) parts.push(`${ko.furtherHarm} further harm`);
  if (ko.injuredByTeamId) parts.push(`by ${names.team(ko.injuredByTeamId)}`);
  if (ko.vampireId) parts.push(`drained by ${names.character(ko.vampireId)}`);
  if (ko.isPutDownByHero !== undefined) parts.push(ko.isPutDownByHero ? "put down by a hero" : "not put down by a hero");
  return parts.join(", ");
}

function achievementLines(team: TeamBattleReport, names: BattleNames): string[] {
  const lines: string[] = [];
  if (team.fragmentsCarriedOff !== undefined) lines.push(`Fragments carried off: ${team.fragmentsCarriedOff}`);
  if (team.fragmentCarrierIds?.length) lines.push(`Carried by ${team.fragmentCarrierIds.map(names.character).join(", ")}`);
  if (team.riftClosedOrSecretsStolen !== undefined) lines.push(`Rift closings and secrets stolen: ${team.riftClosedOrSecretsStolen}`);
  if (team.artifactCarrierId) lines.push(`${names.character(team.artifactCarrierId)} holds the Alien Artifact`);
  if (team.civiliansRescued !== undefined) lines.push(`Civilians rescued: ${team.civiliansRescued}`);
  if (team.hasDiplomat) lines.push("Holds the diplomat");
  for (const c of team.spaceGodCommunions ?? []) lines.push(`${names.character(c.characterId)} communed with the Space God: ${c.goals} goals`);
  if (team.isFortressDefender) lines.push("Defended the fortress");
  if (team.hasLostBase) lines.push("Lost its base");
  return lines;
}

/** The report as saved: each team's result, KOs and achievements. */
export function ReportSummary({ report, names, reportedBy }: { report: BattleReport; names: BattleNames; reportedBy?: string | null }) {
  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-3">
      <h2 id="report-heading" className="text-xl font-bold">
        Report
      </h2>
      {reportedBy ? <p className="text-sm text-stone-700">Reported by {reportedBy}.</p> : null}
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Report by team">
        {report.teams.map((team) => {
          const lines = [...team.knockedOut.map((ko) => knockOutLine(ko, names)), ...achievementLines(team, names)];
          return (
            <li key={team.teamId} className="flex flex-col gap-1 rounded-lg border border-stone-300 bg-white p-4">
              <p className="font-bold">
                {names.team(team.teamId)} · <span className={team.result === "won" ? "text-emerald-800" : ""}>{RESULT[team.result]}</span>
              </p>
              {lines.length > 0 ? (
                <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm">
                  {lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-stone-700">No KOs.</p>
              )}
            </li>
          );
        })}
      </ul>
      {report.releasedCharacterIds?.length ? <p className="text-sm">Released: {report.releasedCharacterIds.map(names.character).join(", ")}</p> : null}
    </section>
  );
}
