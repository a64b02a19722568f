import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { rollSuPlasmaXAction } from "@/lib/games/supers-unlimited/actions/roll-su-plasma-x-action";
import { PLASMA_X_BENEFIT_WORDS, PLASMA_X_ODDS, plasmaXGainsOf, plasmaXMarkersLeft } from "@/lib/games/supers-unlimited/battles/plasma-x-at-table";
import { tablePlayOf } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import type { LoadedSuBattle } from "@/lib/games/supers-unlimited/views/su-battle-view";
import { PLASMA_X_BENEFITS, PLASMA_X_VULNERABILITY_INCHES } from "@/lib/rules/supers-unlimited";

const BENEFIT_OPTIONS = PLASMA_X_BENEFITS.map((id) => ({ value: id, label: PLASMA_X_BENEFIT_WORDS[id] }));

/**
 * Plasma X at the table: markers left per team, the reminder of who is Vulnerable to it (SU-R29),
 * the table's odds, the roll for a Super that reached a marker (its own team's Supers for an owner,
 * any for an organiser), and every benefit gained so far, per character.
 */
export function PlasmaXPanel({ battle, playsFor, vulnerable }: { battle: LoadedSuBattle; playsFor: readonly string[]; vulnerable: readonly string[] }) {
  const { setUp } = battle.details;
  const gains = tablePlayOf(battle.details).plasmaX;
  const supers = battle.sides.flatMap((side) =>
    playsFor.includes(side.teamId) && plasmaXMarkersLeft(setUp, gains, side.teamId) > 0
      ? side.lineUp.filter((m) => m.isSuper).map((m) => ({ value: m.characterId, label: `${m.name} (${side.teamName})` }))
      : [],
  );
  const gainers = battle.sides.flatMap((side) => side.lineUp.filter((m) => plasmaXGainsOf(gains, m.characterId).length > 0));
  const last = gains.at(-1);
  return (
    <section aria-labelledby="plasma-x-heading" className="flex flex-col gap-3">
      <h2 id="plasma-x-heading" className="text-xl font-bold">
        Plasma X
      </h2>
      <ul className="text-sm">
        {battle.sides.map((side) => (
          <li key={side.teamId}>
            <span className="font-semibold">{side.teamName}:</span> {plasmaXMarkersLeft(setUp, gains, side.teamId)} of{" "}
            {setUp.plasmaX?.players.find((p) => p.playerId === side.teamId)?.markers ?? 0} markers left
          </li>
        ))}
      </ul>
      {vulnerable.length > 0 ? (
        <p className="rounded border border-amber-400 bg-amber-50 p-2 text-sm">
          <span className="font-semibold">Plasma X Vulnerability:</span> {vulnerable.join(", ")} — Stunned and Weakened when Plasma X is resolved within{" "}
          {PLASMA_X_VULNERABILITY_INCHES} inches.
        </p>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {last ? (
          <p className="rounded border border-emerald-400 bg-emerald-50 p-2 font-semibold">
            {last.name}: D10 {last.roll.face} → {PLASMA_X_BENEFIT_WORDS[last.benefit]}
            {last.roll.benefit ? "" : " (chosen)"}
          </p>
        ) : null}
      </div>
      {gainers.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-bold">Benefits for the rest of the game</h3>
          <ul className="text-sm">
            {gainers.map((m) => (
              <li key={m.characterId}>
                <span className="font-semibold">{m.name}:</span>{" "}
                {plasmaXGainsOf(gains, m.characterId)
                  .map((b) => PLASMA_X_BENEFIT_WORDS[b])
                  .join("; ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {battle.row.status === "REPORTING" && supers.length > 0 ? (
        <BattleForm
          action={rollSuPlasmaXAction}
          hidden={{ battleId: battle.row.id, requestKey: randomUUID() }}
          className="flex flex-col gap-3 rounded-lg border border-violet-300 bg-violet-50 p-4"
        >
          <h3 className="font-bold">A Super reached a Plasma X marker</h3>
          <table className="text-sm">
            <caption className="text-left font-semibold">Plasma X table, 1D10</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-2 text-left">
                  Die
                </th>
                <th scope="col" className="pr-2 text-left">
                  Chance
                </th>
                <th scope="col" className="text-left">
                  Benefit
                </th>
              </tr>
            </thead>
            <tbody>
              {PLASMA_X_ODDS.map((row) => (
                <tr key={row.id}>
                  <td className="pr-2">{row.faces.join("–")}</td>
                  <td className="pr-2">{row.percent}%</td>
                  <td>{row.words}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <SelectField name="characterId" label="The Super (Henchmen never take Plasma X)" options={supers} />
          <SelectField name="choice" label="If the die shows 9 or 10, it takes" options={BENEFIT_OPTIONS} />
          <SubmitButton pendingLabel="Rolling…" name="source" value="app">
            Roll Plasma X with the app
          </SubmitButton>
          {battle.row.campaign.appDiceOnly ? null : (
            <div className="flex flex-col gap-2">
              <TextField name="faces" label="Or type the D10 you threw" hint="One die, 1–10." inputMode="numeric" autoComplete="off" />
              <SubmitButton pendingLabel="Saving…" name="source" value="physical" look="secondary">
                Save the typed die
              </SubmitButton>
            </div>
          )}
        </BattleForm>
      ) : null}
    </section>
  );
}
