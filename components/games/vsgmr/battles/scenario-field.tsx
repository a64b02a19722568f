"use client";
import { useState, useTransition } from "react";
import type { ActionState } from "@/lib/actions/action-result";
import type { VsgmrScenarioId } from "@/lib/rules/vsgmr";

const SELECT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";
const BUTTON = "min-h-11 rounded-md px-4 py-2.5 font-semibold disabled:opacity-70";

export interface RolledScenario {
  scenarioId: VsgmrScenarioId;
  sides: number;
  faces: number[];
  /** The scenario this roll re-rolled, when it was a re-roll. */
  replaces: VsgmrScenarioId | null;
}

export type RollAnswer = ActionState<RolledScenario>;

interface ScenarioFieldProps {
  campaignId: string;
  scenarios: ReadonlyArray<{ id: VsgmrScenarioId; label: string; name: string }>;
  /** The pool a roll picks from, in book order, with the die and its odds in words. */
  roll: { names: string[]; sides: number; odds: string };
  appDiceOnly: boolean;
  rollAction: (previous: RollAnswer, form: FormData) => Promise<RollAnswer>;
  scenarioId: VsgmrScenarioId;
  /** The roll that binds this set-up, if the player rolled (VS-R18): the scenario is then fixed. */
  rolled: RolledScenario | null;
  onChoose: (scenarioId: VsgmrScenarioId) => void;
  onRolled: (rolled: RolledScenario) => void;
}

/** A request key from getRandomValues, which (unlike randomUUID) works on a phone reaching the app over plain http. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The new battle's scenario, chosen from the list or rolled (VS-R18): by the app's dice or the
 * faces of a physical die typed in order. A roll binds the battle: the list gives way to the
 * rolled scenario, and rolling again is a re-roll the roll log shows. It sits inside the set-up
 * form, so it posts its roll itself; one key per roll means a retried request answers with the same roll.
 */
export function ScenarioField({ campaignId, scenarios, roll, appDiceOnly, rollAction, scenarioId, rolled, onChoose, onRolled }: ScenarioFieldProps) {
  const [faces, setFaces] = useState("");
  const [requestKey, setRequestKey] = useState(newKey);
  const [error, setError] = useState<string | undefined>();
  const [isRolling, startRolling] = useTransition();
  const nameOf = (id: VsgmrScenarioId | null) => scenarios.find((s) => s.id === id)?.name ?? "";

  function rollWith(source: "app" | "physical") {
    const form = new FormData();
    form.set("campaignId", campaignId);
    form.set("requestKey", requestKey);
    form.set("source", source);
    if (source === "physical") form.set("faces", faces);
    startRolling(async () => {
      const result = await rollAction(null, form);
      setError(result && !result.ok ? result.message : undefined);
      if (result?.ok) {
        onRolled(result.data);
        setFaces("");
        setRequestKey(newKey());
      }
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {rolled ? (
        <div className="flex flex-col gap-1">
          <input type="hidden" name="scenarioId" value={rolled.scenarioId} />
          <p className="font-semibold">Scenario</p>
          <p className="rounded-md border border-stone-300 bg-white px-3 py-2" data-bound-scenario>
            {scenarios.find((s) => s.id === rolled.scenarioId)?.label}
          </p>
          <p className="text-sm text-stone-700">Rolled for this battle, so it plays this scenario. Rolling again is a re-roll, and the roll log keeps both.</p>
        </div>
      ) : (
        <label className="flex flex-col gap-1">
          <span className="font-semibold">Scenario</span>
          <select name="scenarioId" className={SELECT} value={scenarioId} onChange={(event) => onChoose(event.target.value as VsgmrScenarioId)}>
            {scenarios.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-3">
        <legend className="px-1 font-semibold">{rolled ? "Re-roll it" : "Or roll it"}</legend>
        <p className="text-sm text-stone-700" id="scenario-roll-odds">
          A d{roll.sides} picks from {roll.names.join(", ")} in that order. {roll.odds}
        </p>
        {appDiceOnly ? null : (
          <label className="flex flex-col gap-1 text-sm">
            <span>Your d{roll.sides}, every die in order (e.g. 8 3), for typed dice</span>
            <input
              inputMode="numeric"
              className={SELECT}
              value={faces}
              onChange={(event) => setFaces(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "scenario-roll-error" : "scenario-roll-odds"}
            />
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`} disabled={isRolling} onClick={() => rollWith("app")}>
            {isRolling ? "Rolling…" : rolled ? "Re-roll the scenario" : "Roll the scenario"}
          </button>
          {appDiceOnly ? null : (
            <button
              type="button"
              className={`${BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
              disabled={isRolling}
              onClick={() => rollWith("physical")}
            >
              Save typed dice
            </button>
          )}
        </div>
        <div aria-live="polite" role="status" className="text-sm">
          {rolled ? (
            <p className="font-semibold">
              {rolled.replaces ? "Re-rolled" : "Rolled"} d{rolled.sides}: {rolled.faces.join(", ")}: {nameOf(rolled.scenarioId)}
              {rolled.replaces ? ` (replaces ${nameOf(rolled.replaces)})` : ""}
            </p>
          ) : null}
          {error ? (
            <p id="scenario-roll-error" className="font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
