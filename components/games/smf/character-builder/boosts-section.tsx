import { BOOSTS, type BoostId } from "@/lib/rules/smf/character";
import { SUPER_MAX_BOOSTS } from "@/lib/rules/smf/data/archetypes";
import { boostRow } from "@/lib/rules/smf/data/boosts";
import { TRADE_OFF_PENALTIES } from "@/lib/rules/smf/data/trade-off";
import { tradeOffOptions } from "./builder-menus";
import { setTradeOff, setTradeOffPower, toggleBoost } from "./builder-model";
import { Group } from "./field-problems";
import { CheckboxOptions, SelectField } from "./option-inputs";
import { powerOption } from "./powers-section";
import type { SectionProps } from "./section-props";

type TradeOffStat = (typeof TRADE_OFF_PENALTIES)[number]["stat"];

const BOOST_OPTIONS = BOOSTS.map((id) => {
  const row = boostRow(id);
  const effects = [
    row.move && `+${row.move}" Move`,
    row.body && `+${row.body} Body`,
    row.psyche && `+${row.psyche} Psyche`,
    ...row.pools.map((p) => `+${p.rerolls} Re-roll ${p.pool.replace("-", " ")}`),
    row.initiativeDice && `+${row.initiativeDice}D initiative`,
  ].filter(Boolean);
  return { value: id, label: row.name, description: `${row.description} ${effects.join(", ")}.` };
});

const PENALTY_OPTIONS = TRADE_OFF_PENALTIES.map((p) => ({
  value: p.stat,
  label: p.stat === "move" ? `${p.amount}" Move` : `${p.amount} ${p.stat === "body" ? "Body" : "Psyche"}`,
}));

/** Boosts (each costs a minor pick) and Trade Off (two or three penalties for one extra minor). */
export function BoostsSection({ f, build, update }: SectionProps) {
  const penalties = build.tradeOff ?? [];
  const tradeOffPick = build.powers.find((p) => p.source === "trade-off" || p.source === "trade-off-street-level");
  const extraOptions = tradeOffOptions(build).map(powerOption);
  return (
    <>
      <Group f={f} fieldKey="boosts" legend="Boosts" hint={`Each Boost costs one minor pick${build.archetype === "super" ? ` (a Super may take up to ${SUPER_MAX_BOOSTS})` : ""}.`}>
        <CheckboxOptions<BoostId> f={f} fieldKey="boosts" name="boost" options={BOOST_OPTIONS} values={build.boosts} onToggle={(b, isOn) => update(toggleBoost(build, b, isOn))} />
      </Group>
      <Group
        f={f}
        fieldKey="tradeOff"
        legend="Trade Off (optional)"
        hint="Take two penalties for one more minor from your own list, or all three for one from the Street-Level list."
      >
        <CheckboxOptions<TradeOffStat>
          f={f}
          fieldKey="tradeOff"
          name="trade-off"
          options={PENALTY_OPTIONS}
          values={penalties}
          onToggle={(stat, isOn) => update(setTradeOff(build, isOn ? [...penalties, stat] : penalties.filter((s) => s !== stat)))}
        />
        {extraOptions.length ? (
          <SelectField
            f={f}
            fieldKey="tradeOff"
            name="trade-off-power"
            label={penalties.length === 3 ? "Extra minor power (Street-Level list)" : "Extra minor power (your own list)"}
            options={extraOptions}
            value={tradeOffPick?.power}
            onChange={(p) => update(setTradeOffPower(build, p))}
          />
        ) : null}
      </Group>
    </>
  );
}
