"use client";
import { useState, useTransition } from "react";
import type { ActionState } from "@/lib/actions/action-result";
import type { VsgmrScenarioId } from "@/lib/rules/vsgmr";

const SELECT = "min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2";
const BUTTON = "min-h-11 rounded-md px-4 py-2.5 font-semibold disabled:opacity-70";

type RollAnswer = ActionState<{ scenarioId: VsgmrScenarioId; sides: number; faces: number[] }>;

interface ScenarioFieldProps {
  campaignId: string;
  scenarios: ReadonlyArray<{ id: string; label: string }>;
  /** The pool a roll picks from, in book order, with the die and its odds in words. */
  roll: { names: string[]; sides: number; odds: string };
  appDiceOnly: boolean;
  rollAction: (previous: RollAnswer, form: FormData) => Promise<RollAnswer>;
}

/** A request key from getRandomValues, which (unlike randomUUID) works on a phone reaching the app over plain http. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The new battle's scenario, chosen from the list or rolled (VS-R18): by the app's dice or the
 * faces of a physical die typed in order. What came up shows at once and becomes the choice. It
 * sits inside the set-up form, so it posts its roll itself; one key per roll means a retried
 * request answers with the same roll.
 */
export function ScenarioField({ campaignId, scenarios, roll, appDiceOnly, rollAction }: ScenarioFieldProps) {
  const [scenarioId, setScenarioId] = useState(scenarios[0]?.id ?? "");
  const [faces, setFaces] = useState("");
  const [requestKey, setRequestKey] = useState(newKey);
  const [answer, setAnswer] = useState<RollAnswer>(null);
  const [isRolling, startRolling] = useTransition();

  function rollWith(source: "app" | "physical") {
    const form = new FormData();
    form.set("campaignId", campaignId);
    form.set("requestKey", requestKey);
    form.set("source", source);
    if (source === "physical") form.set("faces", faces);
    startRolling(async () => {
      const result = await rollAction(null, form);
      setAnswer(result);
      if (result?.ok) {
        setScenarioId(result.data.scenarioId);
        setFaces("");
        setRequestKey(newKey());
      }
    });
  }

  const rolledName = answer?.ok ? scenarios.find((s) => s.id === answer.data.scenarioId)?.label : undefined;
  const facesError = answer && !answer.ok ? answer.message : undefined;
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1">
        <span className="font-semibold">Scenario</span>
        <select name="scenarioId" className={SELECT} value={scenarioId} onChange={(event) => setScenarioId(event.target.value)}>
          {scenarios.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-3">
        <legend className="px-1 font-semibold">Or roll it</legend>
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
              aria-invalid={facesError ? true : undefined}
              aria-describedby={facesError ? "scenario-roll-error" : "scenario-roll-odds"}
            />
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`} disabled={isRolling} onClick={() => rollWith("app")}>
            {isRolling ? "Rolling…" : "Roll the scenario"}
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
          {rolledName && answer?.ok ? (
            <p className="font-semibold">
              Rolled d{answer.data.sides}: {answer.data.faces.join(", ")}: {rolledName}
            </p>
          ) : null}
          {facesError ? (
            <p id="scenario-roll-error" className="font-semibold text-red-800">
              {facesError}
            </p>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
