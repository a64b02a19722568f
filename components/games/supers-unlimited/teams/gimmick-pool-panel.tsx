import {
  CLASSES,
  eligibleGimmicks,
  gimmick,
  gimmickChoices,
  nameOf,
  validateGimmickPool,
  type SuCard,
  type SuGimmickPick,
  type SuRosterSettings,
} from "@/lib/rules/supers-unlimited";
import { GimmickPoolForm } from "../client";

/**
 * The team's Gimmick pool (SU L972–L977): each Gimmick with what it does, the problems of the pool
 * as the cards stand now (a card whose Classes changed leaves a pick it can no longer make), and
 * for the owner the choices, one per Class of each Super.
 */
export function GimmickPoolPanel({
  teamId,
  cards,
  picks,
  settings,
  canEdit,
}: {
  teamId: string;
  cards: readonly SuCard[];
  picks: readonly SuGimmickPick[];
  settings: SuRosterSettings;
  canEdit: boolean;
}) {
  const verdict = validateGimmickPool(settings, cards, picks);
  const choices = gimmickChoices(cards).map((choice) => ({
    cardId: choice.cardId,
    cardName: choice.cardName,
    class: choice.class,
    className: nameOf(CLASSES, choice.class),
    options: eligibleGimmicks(choice.class, settings).map((id) => ({ value: id, label: gimmick(id).name })),
    chosen: picks.find((p) => p.cardId === choice.cardId && p.class === choice.class)?.gimmick ?? "",
  }));
  return (
    <section aria-labelledby="gimmick-pool-heading" data-gimmick-pool className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="gimmick-pool-heading" className="text-xl font-bold">
        Gimmick pool
      </h2>
      {picks.length === 0 ? <p className="text-stone-700">No Gimmicks chosen yet.</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {picks.map((pick) => (
          <li key={pick.gimmick}>
            <span className="font-semibold">{gimmick(pick.gimmick).name}</span> ({cards.find((c) => c.id === pick.cardId)?.name ?? "a card no longer on the team"},{" "}
            {nameOf(CLASSES, pick.class)}): {gimmick(pick.gimmick).when} {gimmick(pick.gimmick).effect}
          </li>
        ))}
      </ul>
      {!verdict.ok ? (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          <p className="font-semibold">The pool has problems:</p>
          <ul className="list-disc pl-5">
            {verdict.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {canEdit && choices.length > 0 ? <GimmickPoolForm teamId={teamId} choices={choices} /> : null}
      {canEdit && choices.length === 0 ? <p className="text-sm text-stone-700">Only Supers bring Gimmicks: add a Super to choose some.</p> : null}
    </section>
  );
}
