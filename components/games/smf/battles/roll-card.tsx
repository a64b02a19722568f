"use client";
import { startTransition, useActionState, useContext, useState } from "react";
import { initialActionState, type ActionState } from "@/lib/actions/action-result";
import { throwDiceAction } from "@/lib/games/smf/actions/battles/throw-dice-action";
import type { TapAnswer } from "@/lib/games/smf/views/tap-answer";
import { TapContext } from "./tap-context";
import { TypedDiceFields } from "./typed-dice-fields";

export interface RollCardProps {
  battleId: string;
  /** The slot of the roll this page shows: a stale page cannot roll other dice. */
  slot: string;
  /** New on every render of the page: a double submit rolls once. */
  requestKey: string;
  label: string;
  who?: string;
  count: number;
  sides: number;
  /** Re-rolls: the faces of the dice being picked up again, in order. */
  replacesFaces?: number[];
  /** The odds of each outcome of this throw, rendered on the server. */
  odds?: React.ReactNode;
  /** The campaign takes the app's dice only: no "I rolled" entry (the server refuses typed faces too). */
  isAppDiceOnly?: boolean;
}

const BUTTON = "min-h-12 w-full rounded-md px-4 py-3 text-base font-semibold disabled:opacity-70 sm:w-auto";

/** "Die 2: 7 is not possible…" names the die: its message goes beside that input. */
function dieOf(message: string): number | undefined {
  const match = /^Die (\d+):/.exec(message);
  return match ? Number(match[1]) - 1 : undefined;
}

/**
 * The next roll of a battle: the app throws it ("Roll for me"), or every roll up to the next
 * decision ("Roll the rest for me"), or the player types the faces of real dice ("I rolled").
 * Typed faces that cannot be are refused beside the die, and nothing is saved. On the battle page
 * (inside BattleDice) the throw's answer carries only what changed, and the page shows it in place.
 */
export function RollCard({ battleId, slot, requestKey, label, who, count, sides, replacesFaces, odds, isAppDiceOnly = false }: RollCardProps) {
  const scope = useContext(TapContext);
  const [state, formAction, isPending] = useActionState(async (previous: ActionState<TapAnswer>, formData: FormData) => {
    const result = await (scope?.throwDice ?? throwDiceAction)(previous, formData);
    // A transition again: after the await React no longer counts the update as the action's. As a
    // plain update, a panel whose code had still to load hid the page (each Suspense boundary's
    // content set to display: none) and showed it again only 300 ms later, React's throttle.
    if (result?.ok) startTransition(() => scope?.show(result.data));
    return result;
  }, initialActionState);
  const [pressed, setPressed] = useState<string>();
  const failed = state && !state.ok ? state : undefined;
  const message = failed?.fieldErrors?.faces?.[0] ?? failed?.message;
  const badDie = message ? dieOf(message) : undefined;
  const hidden = (
    <>
      <input type="hidden" name="battleId" value={battleId} />
      <input type="hidden" name="slot" value={slot} />
      <input type="hidden" name="requestKey" value={requestKey} />
    </>
  );
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setPressed(submitter?.getAttribute("data-button") ?? undefined);
    const formData = new FormData(event.currentTarget, submitter);
    if (scope) {
      // What the page lists already: the answer brings only what follows.
      formData.set("shownEvents", String(scope.shown.events));
      formData.set("shownSequence", String(scope.shown.sequence));
    }
    startTransition(() => formAction(formData));
  };
  const die = sides === 6 ? "D6" : `D${sides}`;
  const messageRegion = (
    <div aria-live="polite" role="status">
      {message ? (
        <p id="roll-error" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {message} Nothing was rolled.
        </p>
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="roll-heading" className="flex flex-col gap-4 rounded-lg border-2 border-brand-700 bg-white p-4">
      <div className="flex flex-col gap-1">
        <h2 id="roll-heading" className="text-sm font-bold tracking-wide text-stone-600 uppercase">
          Next roll
        </h2>
        <p className="text-lg font-bold">{label}</p>
        {who ? <p className="text-stone-700">{who}</p> : null}
        <p className="text-stone-700">
          {replacesFaces ? `Pick up the ${replacesFaces.length === 1 ? "die" : "dice"} that showed ${replacesFaces.join(", ")} and throw again: ` : "Throw "}
          {count} {die}.
        </p>
      </div>
      {odds}

      <form action={formAction} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        {hidden}
        <input type="hidden" name="source" value="app" />
        <button type="submit" name="rollRest" value="0" data-button="one" disabled={isPending} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {isPending && pressed === "one" ? "Rolling…" : "Roll for me"}
        </button>
        <button
          type="submit"
          name="rollRest"
          value="1"
          data-button="rest"
          disabled={isPending}
          className={`${BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          {isPending && pressed === "rest" ? "Rolling…" : "Roll the rest for me"}
        </button>
      </form>

      {isAppDiceOnly ? (
        <>
          <p className="text-sm text-stone-700">This campaign uses the app&apos;s dice only.</p>
          {messageRegion}
        </>
      ) : (
        <form action={formAction} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-stone-200 pt-3">
          {hidden}
          <input type="hidden" name="source" value="physical" />
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold">Or type the faces of your own dice</legend>
            <TypedDiceFields slot={slot} count={count} sides={sides} replacesFaces={replacesFaces} badDie={badDie} errorId="roll-error" />
          </fieldset>
          {messageRegion}
          <button type="submit" data-button="typed" disabled={isPending} className={`${BUTTON} border border-stone-500 bg-stone-100 hover:bg-stone-200`}>
            {isPending && pressed === "typed" ? "Saving…" : "I rolled"}
          </button>
        </form>
      )}
    </section>
  );
}
