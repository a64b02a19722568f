import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/text-field";
import type { SmfCharacter, TrackedTeamReport } from "@/lib/rules/smf";
import type { CharacterFieldsProps } from "./report-character-fields";
import { CharacterFields } from "../client";
import type { ReportFieldSet, ReportTeam } from "./report-model";

const NUMBER = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;

/** One team's part of the report: each fielded character's KO, then the team's achievements; `tracked` gives their defaults. */
export function ReportTeamFields({
  team,
  teams,
  fields,
  characters,
  tracked,
}: {
  team: ReportTeam;
  teams: ReportTeam[];
  fields: ReportFieldSet;
  characters: Readonly<Record<string, SmfCharacter>>;
  tracked?: TrackedTeamReport;
}) {
  const foes = teams.filter((t) => t.teamId !== team.teamId);
  const foeVampires = foes.flatMap((f) => f.vampires);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{team.name}</legend>
      <input type="hidden" name="teamId" value={team.teamId} />
      {team.fielded.map((character) => (
        <CharacterFields
          key={character.id}
          character={character}
          {...(characters[character.id] ? { rules: characters[character.id] } : {})}
          team={team}
          foes={foes}
          foeVampires={foeVampires}
          fields={fields}
          {...knockedOut(tracked, character.id)}
        />
      ))}
      {fields.fragments ? (
        <>
          <TextField name={`fragments:${team.teamId}`} label="Fragments carried off" {...NUMBER} max={5} defaultValue={String(tracked?.fragmentsCarriedOff ?? 0)} />
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold">Who carried a fragment off</legend>
            {team.fielded.map((c) => (
              <label key={c.id} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  name={`carrier:${team.teamId}`}
                  value={c.id}
                  defaultChecked={tracked?.fragmentCarrierIds?.includes(c.id) ?? false}
                  className="size-5 accent-brand-700"
                />
                {c.name}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      {fields.rift ? (
        <TextField name={`rift:${team.teamId}`} label="Rift closings and secrets stolen" {...NUMBER} max={10} defaultValue={String(tracked?.riftClosedOrSecretsStolen ?? 0)} />
      ) : null}
      {fields.civilians ? (
        <TextField name={`civilians:${team.teamId}`} label="Civilians escorted off the table" {...NUMBER} max={6} defaultValue={String(tracked?.civiliansRescued ?? 0)} />
      ) : null}
      {team.hasBase ? (
        <CheckboxField name={`lostBase:${team.teamId}`} label="Lost its base in this battle" hint="A base held more than two battles costs story points when lost (Ruling R16)." />
      ) : null}
    </fieldset>
  );
}

/** The tracker's defaults for one character: its KO and its best communion. */
function knockedOut(tracked: TrackedTeamReport | undefined, characterId: string): Pick<CharacterFieldsProps, "ko" | "communion"> {
  const ko = tracked?.knockedOut.find((k) => k.characterId === characterId);
  const communion = tracked?.spaceGodCommunions?.find((c) => c.characterId === characterId)?.goals;
  return { ...(ko ? { ko } : {}), ...(communion !== undefined ? { communion } : {}) };
}
