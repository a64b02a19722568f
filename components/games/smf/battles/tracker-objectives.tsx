"use client";
import { useState } from "react";
import type { ReportFieldSet, TrackedReport } from "@/lib/rules/smf";
import type { ReportTeam } from "./report-model";
import { TAP_BUTTON } from "./tracker-character";
import type { Tap } from "./tracker-words";

const PLUS = `${TAP_BUTTON} border-brand-700 bg-white text-brand-800`;
const SELECT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base";

/** A fragment carried off by one of the team's fielded characters (who carried it matters for Power Switch). */
function FragmentTap({ team, onTap }: { team: ReportTeam; onTap: (tap: Tap) => void }) {
  const [carrierId, setCarrierId] = useState(team.fielded[0]?.id ?? "");
  const selectId = `tracker-carrier-${team.teamId}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {team.name}: fragment carried off by
      </label>
      <div className="flex gap-2">
        <select id={selectId} className={`${SELECT} min-w-0`} value={carrierId} onChange={(event) => setCarrierId(event.target.value)}>
          {team.fielded.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${PLUS} shrink-0`}
          aria-label={`+1 fragment carried off by ${team.name}`}
          onClick={() => onTap({ kind: "score", objective: "fragments", teamId: team.teamId, ...(carrierId ? { characterId: carrierId } : {}) })}
        >
          +1
        </button>
      </div>
    </div>
  );
}

const GOALS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A try at communing with the Space God: who, and the goals of that check (the best try counts). */
function CommunionTap({ teams, folded, onTap }: { teams: readonly ReportTeam[]; folded: TrackedReport; onTap: (tap: Tap) => void }) {
  const everyone = teams.flatMap((t) => t.fielded.map((c) => ({ ...c, teamName: t.name })));
  const [characterId, setCharacterId] = useState(everyone[0]?.id ?? "");
  const [goals, setGoals] = useState("1");
  const best = folded.teams.flatMap((t) => t.spaceGodCommunions ?? []);
  return (
    <div role="group" aria-label="Space God communion" className="flex flex-col gap-2">
      <p className="text-sm font-semibold" aria-hidden="true">
        Space God communion
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="tracker-communion-who" className="text-sm">
            Who tried
          </label>
          <select id="tracker-communion-who" className={SELECT} value={characterId} onChange={(event) => setCharacterId(event.target.value)}>
            {everyone.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.teamName})
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="tracker-communion-goals" className="text-sm">
            Goals
          </label>
          <select id="tracker-communion-goals" className={SELECT} value={goals} onChange={(event) => setGoals(event.target.value)}>
            {GOALS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="button" className={`${PLUS} self-start`} disabled={!characterId} onClick={() => onTap({ kind: "communion", characterId, goals: Number(goals) })}>
        Record the try
      </button>
      {best.length > 0 ? (
        <p className="text-sm text-stone-700">Best so far: {best.map((c) => `${everyone.find((e) => e.id === c.characterId)?.name ?? "someone"} ${c.goals}`).join(", ")}</p>
      ) : null}
    </div>
  );
}

/** Who holds it now: a choice that is tracked as soon as it changes. */
function HolderChoice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} className={SELECT} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The achievements this battle's scenario and event can score, tracked as they happen. */
export function TrackerObjectives({ teams, fields, folded, onTap }: { teams: readonly ReportTeam[]; fields: ReportFieldSet; folded: TrackedReport; onTap: (tap: Tap) => void }) {
  const report = (teamId: string) => folded.teams.find((t) => t.teamId === teamId);
  const teamOptions = [{ value: "", label: "No team" }, ...teams.map((t) => ({ value: t.teamId, label: t.name }))];
  const counted = [
    ...(fields.rift ? [{ objective: "rift", label: "Rifts closed or secrets stolen", count: (t: string) => report(t)?.riftClosedOrSecretsStolen ?? 0 }] : []),
    ...(fields.civilians ? [{ objective: "civilians", label: "Civilians escorted off", count: (t: string) => report(t)?.civiliansRescued ?? 0 }] : []),
  ] as const;
  if (!fields.fragments && !fields.rift && !fields.civilians && !fields.artifact && !fields.diplomat && !fields.defender && !fields.communion) return null;

  return (
    <div role="group" aria-labelledby="tracker-objectives-heading" className="flex flex-col gap-3">
      <h3 id="tracker-objectives-heading" className="font-bold">
        Objectives
      </h3>
      {fields.fragments
        ? teams.map((team) => (
            <div key={team.teamId} className="flex flex-col gap-1">
              <FragmentTap team={team} onTap={onTap} />
              <p className="text-sm text-stone-700">Carried off so far: {report(team.teamId)?.fragmentsCarriedOff ?? 0}</p>
            </div>
          ))
        : null}
      {counted.map(({ objective, label, count }) =>
        teams.map((team) => (
          <div key={`${objective}-${team.teamId}`} className="flex items-center justify-between gap-2">
            <p className="text-sm">
              <span className="font-semibold">{team.name}</span> · {label}: {count(team.teamId)}
            </p>
            <button
              type="button"
              className={`${PLUS} shrink-0`}
              aria-label={`+1 ${team.name}: ${label}`}
              onClick={() => onTap({ kind: "score", objective: objective as "rift" | "civilians", teamId: team.teamId })}
            >
              +1
            </button>
          </div>
        )),
      )}
      {fields.artifact ? (
        <HolderChoice
          id="tracker-artifact"
          label="Who holds the Alien Artifact now"
          value={folded.teams.find((t) => t.artifactCarrierId)?.artifactCarrierId ?? ""}
          options={[{ value: "", label: "Nobody" }, ...teams.flatMap((t) => t.fielded.map((c) => ({ value: c.id, label: `${c.name} (${t.name})` })))]}
          onChange={(value) => onTap({ kind: "holder", objective: "artifact", ...(value ? { characterId: value } : {}) })}
        />
      ) : null}
      {fields.diplomat ? (
        <HolderChoice
          id="tracker-diplomat"
          label="Which team holds the diplomat now"
          value={folded.teams.find((t) => t.hasDiplomat)?.teamId ?? ""}
          options={teamOptions}
          onChange={(value) => onTap({ kind: "holder", objective: "diplomat", ...(value ? { teamId: value } : {}) })}
        />
      ) : null}
      {fields.communion ? <CommunionTap teams={teams} folded={folded} onTap={onTap} /> : null}
      {fields.defender ? (
        <HolderChoice
          id="tracker-defender"
          label="Which team defends the fortress"
          value={folded.teams.find((t) => t.isFortressDefender)?.teamId ?? ""}
          options={teamOptions}
          onChange={(value) => onTap({ kind: "holder", objective: "defender", ...(value ? { teamId: value } : {}) })}
        />
      ) : null}
    </div>
  );
}
