"use client";
import { useState } from "react";
import { fillSides } from "@/lib/games/vsgmr/battles/fill-sides";
import { possessive } from "@/lib/games/vsgmr/words";
import { pointsText, type ScenarioRole, type VsgmrScenarioId } from "@/lib/rules/vsgmr";
import { ROLE_LABELS } from "./battle-words";
import { ScenarioField, type RollAnswer, type RolledScenario } from "./scenario-field";

const SELECT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";
const ALL_ROLES = Object.keys(ROLE_LABELS) as ScenarioRole[];
/** The solo enemy's key among the sides (the battle's SOLO_ENEMY). */
const ENEMY = "enemy";

interface SetUpFieldsProps {
  campaignId: string;
  scenarios: ReadonlyArray<{ id: VsgmrScenarioId; label: string; name: string }>;
  roll: { names: string[]; sides: number; odds: string };
  appDiceOnly: boolean;
  rollAction: (previous: RollAnswer, form: FormData) => Promise<RollAnswer>;
  /** A roll this player made that no battle has taken yet: it binds this set-up (VS-R18). */
  pendingRoll: RolledScenario | null;
  forces: ReadonlyArray<{ teamId: string; name: string; ownerName: string; isOwn: boolean; figures: number; totalHalves: number }>;
  enemies: ReadonlyArray<{ id: string; name: string; totalHalves: number }>;
}

function RoleSelect({ name, label, value, onChange }: { name: string; label: string; value: ScenarioRole | ""; onChange: (role: ScenarioRole | "") => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <select name={name} className={SELECT} value={value} onChange={(event) => onChange(event.target.value as ScenarioRole | "")}>
        <option value="">No side (scenario without sides)</option>
        {ALL_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The set-up's scenario, forces and solo enemy, kept together so that choosing or rolling the
 * scenario, ticking a force or picking the enemy fills every side at once (fillSides); a side
 * changed by hand stays until one of those changes again. The server checks it all.
 */
export function SetUpFields({ campaignId, scenarios, roll, appDiceOnly, rollAction, pendingRoll, forces, enemies }: SetUpFieldsProps) {
  const [scenarioId, setScenarioId] = useState<VsgmrScenarioId>(pendingRoll?.scenarioId ?? scenarios[0]!.id);
  const [rolled, setRolled] = useState<RolledScenario | null>(pendingRoll);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(forces.filter((f) => f.isOwn).map((f) => f.teamId)));
  const [soloArmy, setSoloArmy] = useState("");
  const filled = (scenario: VsgmrScenarioId, teamIds: ReadonlySet<string>, army: string) => {
    const sides = forces.filter((f) => teamIds.has(f.teamId)).map((f) => ({ key: f.teamId, totalHalves: f.totalHalves }));
    const enemy = enemies.find((e) => e.id === army);
    return fillSides(scenario, enemy ? [...sides, { key: ENEMY, totalHalves: enemy.totalHalves }] : sides) as Record<string, ScenarioRole | "">;
  };
  const [roles, setRoles] = useState(() => filled(scenarioId, ticked, soloArmy));
  const refill = (scenario: VsgmrScenarioId, teamIds: ReadonlySet<string>, army: string) => setRoles(filled(scenario, teamIds, army));
  const setRole = (key: string) => (role: ScenarioRole | "") => setRoles((current) => ({ ...current, [key]: role }));

  return (
    <>
      <ScenarioField
        campaignId={campaignId}
        scenarios={scenarios}
        roll={roll}
        appDiceOnly={appDiceOnly}
        rollAction={rollAction}
        scenarioId={scenarioId}
        rolled={rolled}
        onChoose={(id) => {
          setScenarioId(id);
          refill(id, ticked, soloArmy);
        }}
        onRolled={(next) => {
          setRolled(next);
          setScenarioId(next.scenarioId);
          refill(next.scenarioId, ticked, soloArmy);
        }}
      />
      <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-3">
        <legend className="px-1 font-semibold">Forces</legend>
        {forces.length === 0 ? <p className="text-stone-700">No forces yet.</p> : null}
        {forces.map((force) => (
          <div key={force.teamId} className="flex flex-col gap-2 border-b border-stone-200 pb-3 last:border-0">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="teamId"
                value={force.teamId}
                checked={ticked.has(force.teamId)}
                onChange={(event) => {
                  const next = new Set(ticked);
                  if (event.target.checked) next.add(force.teamId);
                  else next.delete(force.teamId);
                  setTicked(next);
                  refill(scenarioId, next, soloArmy);
                }}
                className="h-5 w-5"
              />
              <span>
                <span className="font-semibold">{force.name}</span> · {force.ownerName} · {pointsText(force.totalHalves)}, {force.figures} figure{force.figures === 1 ? "" : "s"}
              </span>
            </label>
            <RoleSelect name={`role:${force.teamId}`} label={`${possessive(force.name)} side`} value={roles[force.teamId] ?? ""} onChange={setRole(force.teamId)} />
          </div>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-3">
        <legend className="px-1 font-semibold">Solo mode</legend>
        <p className="text-sm text-stone-700">Tick one force above, and pick the enemy the app plays.</p>
        <label className="flex flex-col gap-1 text-sm">
          <span>Enemy force</span>
          <select
            name="soloArmy"
            className={SELECT}
            value={soloArmy}
            onChange={(event) => {
              setSoloArmy(event.target.value);
              refill(scenarioId, ticked, event.target.value);
            }}
          >
            <option value="">Not solo: the ticked forces play each other</option>
            {enemies.map((army) => (
              <option key={army.id} value={army.id}>
                {army.name} ({pointsText(army.totalHalves)})
              </option>
            ))}
          </select>
        </label>
        <RoleSelect name="soloRole" label="The enemy's side" value={roles[ENEMY] ?? ""} onChange={setRole(ENEMY)} />
      </fieldset>
    </>
  );
}
