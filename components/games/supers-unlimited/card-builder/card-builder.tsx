"use client";
import { startTransition, useActionState, useId, useMemo, useState } from "react";
import { type ActionState, initialActionState } from "@/lib/actions/action-result";
import type { SuLeagueSettings } from "@/lib/games/supers-unlimited";
import { ACE, blankCard, parseCard, type SuCard } from "@/lib/rules/supers-unlimited";
import { SuCardView } from "../card/su-card-view";
import { AttacksSection } from "./attacks-section";
import { FieldProblems, type Problems } from "./builder-fields";
import { cardFromForm, checkCardForm, fieldKey, formFieldKeys, formFromCard, problemsByField, type SuCardForm } from "./card-form-model";
import { IdentitySection } from "./identity-section";
import { KeywordsSection } from "./keywords-section";
import { ListsSection } from "./lists-section";
import { StatsSection } from "./stats-section";

/** The try-it page's stand-in action: it is never called (the sandbox has no submit button). */
const SAVE_NOTHING = async (previous: ActionState): Promise<ActionState> => previous;

export interface CardBuilderProps {
  /** Absent on the public try-it page: the card is checked as it is typed, and nothing is saved. */
  action?: (previous: ActionState, formData: FormData) => Promise<ActionState>;
  /** teamId, and characterId when editing. */
  hidden: Record<string, string>;
  initial: SuCard;
  /** The card's id for the checks: the stored card's, or a placeholder for a new one. */
  cardId: string;
  settings: SuLeagueSettings;
  /** The rest of the roster (not retired), for the Levels budget. */
  roster: readonly SuCard[];
  /** A new card may start blank or from the sample Ace. */
  canStartFromSample?: boolean;
  submitLabel: string;
}

/**
 * The Supers Unlimited card builder: every part of the card, checked in the browser as it is typed
 * with the league's own rules (checkCardForm), each problem beside its input, and the card as it
 * will print. The server checks the posted card again and refuses with every problem it finds,
 * which show on their inputs too until the next change. A team's Formation and Faction or
 * Alignment are the team page's: a team passes through illegal mixes while it is built.
 */
export function CardBuilder({ action, hidden, initial, cardId, settings, roster, canStartFromSample = false, submitLabel }: CardBuilderProps) {
  const [form, setForm] = useState<SuCardForm>(() => formFromCard(initial));
  const [isEditedSinceSubmit, setEditedSinceSubmit] = useState(false);
  const [state, formAction, isPending] = useActionState(action ?? SAVE_NOTHING, initialActionState);
  const idPrefix = useId();
  const update = (patch: Partial<SuCardForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setEditedSinceSubmit(true);
  };

  const live = useMemo(() => checkCardForm(form, cardId, settings, roster), [form, cardId, settings, roster]);
  const failed = state && !state.ok ? state : undefined;
  const fromServer =
    failed && !isEditedSinceSubmit ? Object.entries(failed.fieldErrors ?? {}).flatMap(([field, messages]) => (messages ?? []).map((message) => ({ field, message }))) : [];
  const shown = [...live, ...fromServer];
  const p: Problems = { idPrefix, byField: problemsByField(shown) };
  const drawn = formFieldKeys(form);
  const unplaced = [...new Set(shown.filter((problem) => fieldKey(problem.field) !== "card" && !drawn.has(fieldKey(problem.field))).map((problem) => problem.message))];
  const preview = parseCard(cardFromForm(form, cardId));

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const formData = new FormData(event.currentTarget);
        if (!action) return;
        setEditedSinceSubmit(false);
        startTransition(() => formAction(formData));
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="card" value={JSON.stringify(cardFromForm(form, cardId))} />
      {canStartFromSample ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-semibold">Start from:</span>
          {[
            { label: "A blank card", card: blankCard(cardId, "") },
            { label: "The sample Ace", card: ACE },
          ].map(({ label, card }) => (
            <button
              key={label}
              type="button"
              onClick={() => update(formFromCard(card))}
              className="min-h-11 rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold hover:bg-stone-100"
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
      <IdentitySection form={form} update={update} p={p} />
      <StatsSection form={form} update={update} p={p} />
      <KeywordsSection form={form} update={update} p={p} />
      <ListsSection form={form} update={update} p={p} />
      <AttacksSection form={form} update={update} p={p} />

      {preview.ok ? (
        <section aria-label="The card as it will print" className="flex flex-col gap-2">
          <h2 className="text-lg font-bold">The card</h2>
          <SuCardView card={preview.card} settings={settings} headingLevel={3} />
        </section>
      ) : null}

      <div className="flex flex-col gap-3">
        <div role="status" aria-live="polite" data-card-check className="text-sm font-medium">
          {live.length === 0 ? (
            <p className="text-green-800">This card keeps every rule the league checks.</p>
          ) : (
            <p className="text-red-800">{live.length === 1 ? "1 problem to fix" : `${live.length} problems to fix`}: each is shown beside its input.</p>
          )}
        </div>
        <FieldProblems p={p} fieldKey="card" />
        {unplaced.length > 0 ? (
          <ul aria-label="Other problems" className="list-disc pl-5 text-sm font-medium text-red-800">
            {unplaced.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <div role="alert">{failed ? <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">{failed.message}</p> : null}</div>
        {action ? (
          <button
            type="submit"
            disabled={isPending}
            className="min-h-11 self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {isPending ? "Saving…" : submitLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
