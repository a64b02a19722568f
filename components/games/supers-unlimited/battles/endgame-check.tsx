"use client";
import { useEffect, useRef, useState } from "react";
import { withNames } from "@/lib/games/supers-unlimited/battles/score-result";
import type { SuLineUpEntry } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import { checkEndgame, MODEL_END_STATES, type ModelEndStateKind, type ScenarioId } from "@/lib/rules/supers-unlimited";

interface Props {
  scenarioId: ScenarioId;
  sides: ReadonlyArray<{ teamId: string; teamName: string; lineUp: SuLineUpEntry[] }>;
}

const isEndState = (value: unknown): value is ModelEndStateKind => MODEL_END_STATES.includes(value as ModelEndStateKind);

/**
 * The result form's live Endgame check (checkEndgame, Ruling SU-R42): as each model's end state and
 * each Claim is entered, it says whether the scenario's Endgame could have ended the battle so, in
 * the words the server's refusal would use. The server checks again when the result is saved.
 */
export function EndgameCheck({ scenarioId, sides }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const check = () => {
      const data = new FormData(form);
      const state = (id: string) => {
        const value = data.get(`state:${id}`);
        return isEndState(value) ? value : "active";
      };
      const claimed = Object.fromEntries(sides.map((s) => [s.teamId, Number(data.get(`claimed:${s.teamId}`) ?? 0) || 0]));
      const result = checkEndgame({
        scenarioId,
        sides: sides.map((s) => ({
          sideId: s.teamId,
          models: s.lineUp.map((m) => ({ modelId: m.characterId, level: m.level, isLeader: m.isLeader, isSuper: m.isSuper, state: state(m.characterId) })),
        })),
        claimed,
      });
      setProblem(result.ok ? null : withNames(result.error.message, sides));
    };
    check();
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
    };
  }, [scenarioId, sides]);
  return (
    <p ref={ref} aria-live="polite" data-endgame-check className={`text-sm font-medium ${problem ? "text-red-900" : "text-green-800"}`}>
      {problem ?? "This end is one the scenario's Endgame can produce."}
    </p>
  );
}
