// The print rules of a sheet page (the app's header and footer left off paper).
import "@/components/character-card/print.css";
import { vsgmrRulesSettings, type VsgmrSeriesSettings } from "@/lib/games/vsgmr/campaign-settings";
import { armourOf, forceCost, formatDistance, formatPoints, pointsText, powerById, scaleById, traitById, validateForce, type VsgmrForce } from "@/lib/rules/vsgmr";

/** The series' distance units in its figure scale, e.g. 'Move unit 6" · distance-attack unit 12" (25–32 mm figures)'. */
export function scaleNote(settings: VsgmrSeriesSettings): string {
  return `Move unit ${formatDistance({ moveUnits: 1 }, settings.scale)} · distance-attack unit ${formatDistance({ distanceAttackUnits: 1 }, settings.scale)} (${scaleById(settings.scale).label} figures)`;
}

/**
 * A force as a printable sheet: each figure with what it bought and its price, and the total.
 * Figures are named, never shown by id (the public page draws it too).
 */
export function ForceSheet({ force, settings }: { force: VsgmrForce; settings: VsgmrSeriesSettings }) {
  const rules = vsgmrRulesSettings(settings);
  const isLegal = validateForce(force, rules).ok;
  const cost = isLegal ? forceCost(force, rules) : null;
  const nameOf = new Map(force.figures.map((figure) => [figure.id, figure.name]));

  return (
    <section aria-labelledby="sheet-heading" className="flex flex-col gap-3" data-force-sheet>
      <h2 id="sheet-heading" className="text-xl font-bold">
        Force sheet
      </h2>
      <p className="font-semibold">
        {force.figures.length} figure{force.figures.length === 1 ? "" : "s"}
        {cost ? ` · ${pointsText(cost.totalHalves)} (series budget ${settings.pointBudget})` : " · not yet legal"}
      </p>
      <p className="text-sm text-stone-700">{scaleNote(settings)}</p>
      {force.figures.length === 0 ? (
        <p className="text-stone-700">No figures yet.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-400">
              <th scope="col" className="py-1 pr-2">
                Figure
              </th>
              <th scope="col" className="py-1 pr-2">
                Bought
              </th>
              <th scope="col" className="py-1 text-right">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {force.figures.map((figure, index) => {
              const bought = [
                figure.type === "building" ? `${figure.buildingSize ?? "small"} building` : figure.type,
                figure.isCommander ? "Commander" : null,
                `${armourOf(figure)} armour`,
                figure.hasDistanceAttack ? "distance attack" : null,
                figure.hasAutomaticFire ? "automatic fire" : null,
                figure.crewId ? `crewed by ${nameOf.get(figure.crewId) ?? "?"}` : null,
                ...(figure.traits ?? []).map((trait) => traitById(trait).name),
                ...(figure.powers ?? []).map((pick) => `${powerById(pick.power).name} (${pick.tier})`),
              ].filter(Boolean);
              return (
                <tr key={index} className="border-b border-stone-200 align-top">
                  <th scope="row" className="py-1 pr-2 font-semibold">
                    {figure.name}
                  </th>
                  <td className="py-1 pr-2">{bought.join(", ")}</td>
                  <td className="py-1 text-right">{cost ? formatPoints(cost.figures[index]!.totalHalves) : "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
