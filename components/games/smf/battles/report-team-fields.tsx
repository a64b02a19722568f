import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { KnockedOutCharacter, TrackedTeamReport } from "@/lib/rules/smf";
import { MAX_FURTHER_HARM } from "@/lib/games/smf/schemas/battles";
import type { ReportCharacter, ReportFieldSet, ReportTeam } from "./report-model";

const KO_OPTIONS = [
  { value: "", label: "Not KO'ed" },
  { value: "body", label: "KO'ed on Body" },
  { value: "psyche", label: "KO'ed on Psyche" },
  { value: "both", label: "KO'ed on Body and Psyche" },
];
const HERO_OPTIONS = [
  { value: "", label: "As the injuring team's side says" },
  { value: "yes", label: "Yes, a heroic character" },
  { value: "no", label: "No" },
];
const NUMBER = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;

interface CharacterFieldsProps {
  character: ReportCharacter;
  team: ReportTeam;
  foes: ReportTeam[];
  foeVampires: ReportCharacter[];
  fields: ReportFieldSet;
  ko?: KnockedOutCharacter;
  /** The goals of its best communion the tracker recorded. */
  communion?: number;
}

function CharacterFields({ character, team, foes, foeVampires, fields, ko, communion }: CharacterFieldsProps) {
  const id = character.id;
  const isMultiTeam = foes.length > 1;
  const hasWho = Boolean(ko?.vampireId || (isMultiTeam && ko?.injuredByTeamId));
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-stone-200 p-3">
      <legend className="px-1 font-semibold">{character.name}</legend>
      <div className="grid grid-cols-2 gap-3">
        <SelectField name={`ko:${id}`} label="At the end" options={KO_OPTIONS} defaultValue={ko?.track ?? ""} />
        <TextField name={`harm:${id}`} label="Further harm" {...NUMBER} max={MAX_FURTHER_HARM} defaultValue={String(ko?.furtherHarm ?? 0)} />
      </div>
      <details className="text-sm" open={hasWho}>
        <summary className="cursor-pointer py-1 font-semibold text-brand-700">If KO&apos;ed: who did it</summary>
        <div className="flex flex-col gap-3 pt-2">
          {isMultiTeam ? (
            <SelectField
              name={`injuredBy:${id}`}
              label="Injured by"
              options={[{ value: "", label: "Choose the team…" }, ...foes.map((f) => ({ value: f.teamId, label: f.name }))]}
              defaultValue={ko?.injuredByTeamId ?? ""}
              hint="With three or more teams, say which team KO'ed it (Ruling R10)."
            />
          ) : null}
          {foeVampires.length > 0 ? (
            <SelectField
              name={`vampire:${id}`}
              label="KO'ed in melee by a Vampire"
              options={[{ value: "", label: "No" }, ...foeVampires.map((v) => ({ value: v.id, label: v.name }))]}
              defaultValue={ko?.vampireId ?? ""}
            />
          ) : null}
          <SelectField
            name={`hero:${id}`}
            label="Put down by a heroic character"
            options={HERO_OPTIONS}
            defaultValue=""
            hint={`A hero's victim may be captured instead of killed. Unless you say otherwise, that follows the ${isMultiTeam ? "injuring team" : (foes[0]?.name ?? "other team")}'s side.`}
          />
        </div>
      </details>
      {fields.communion ? (
        <TextField
          name={`communion:${id}`}
          label="Space God: goals of its best communion check"
          {...NUMBER}
          defaultValue={communion === undefined ? "" : String(communion)}
          hint={`Leave empty if ${character.name} did not try.`}
        />
      ) : null}
      <input type="hidden" name={`fielded:${team.teamId}`} value={id} />
    </fieldset>
  );
}

/** One team's part of the report: each fielded character's KO, then the team's achievements; `tracked` gives their defaults. */
export function ReportTeamFields({ team, teams, fields, tracked }: { team: ReportTeam; teams: ReportTeam[]; fields: ReportFieldSet; tracked?: TrackedTeamReport }) {
  const foes = teams.filter((t) => t.teamId !== team.teamId);
  const foeVampires = foes.flatMap((f) => f.vampires);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{team.name}</legend>
      <input type="hidden" name="teamId" value={team.teamId} />
      {team.fielded.map((character) => (
        <CharacterFields key={character.id} character={character} team={team} foes={foes} foeVampires={foeVampires} fields={fields} {...knockedOut(tracked, character.id)} />
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
        <CheckboxField name={`lostBase:${team.teamId}`} label="Lost its base in this battle" hint="Ruling R16: a base held more than two battles costs story points when lost." />
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
