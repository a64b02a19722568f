import type { EpisodeStepView, EpisodeView, TakenOutView } from "@/lib/games/shsa/views/episode-view";
import { SessionLive } from "@/components/sessions/session-live";
import { AftermathForm, ComebackForm, MookReturnsForm, RemoveStepForm, StepForm } from "../client";

const CONDITION_WORDS: Record<string, string> = { well: "Well", hurt: "Hurt", dying: "Dying", dead: "Dead" };
const STATUS_WORDS = { dying: "Dying", hurt: "Hurt", shaken: "Shaken" } as const;
const END_WORDS = { knockout: "Knockout", overmatched: "Overmatched", rout: "Rout" } as const;

const names = (heroes: readonly { name: string }[]) => heroes.map((hero) => hero.name).join(", ");

/** What a taken-out hero's aftermath gave, in words. */
function AftermathResult({ hero }: { hero: TakenOutView }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {hero.status ? (
        <li>
          Status: D10 {hero.status.face}
          {hero.status.modifier ? ` ${hero.status.modifier}` : ""} = {hero.status.total}, <strong>{STATUS_WORDS[hero.status.status]}</strong> (
          {hero.status.source === "app" ? "app's dice" : "typed dice"}, by {hero.status.by})
        </li>
      ) : null}
      {hero.save ? (
        <li>
          Medical task ({hero.save.medical} vs 2D6): {hero.save.summary}, <strong>{hero.save.isSaved ? "saved: Hurt" : "not saved: dead"}</strong>
        </li>
      ) : null}
    </ul>
  );
}

function TakenOutCard({ view, step, hero }: { view: EpisodeView; step: EpisodeStepView; hero: TakenOutView }) {
  const headingId = `aftermath-${step.number}-${hero.teamId}`;
  const canRoll = view.canRun && view.isOpen && hero.stage !== "done";
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-300 p-3" aria-labelledby={headingId} data-aftermath-hero={hero.name}>
      <h4 id={headingId} className="font-bold break-words">
        {hero.name}: <span data-hero-condition>{CONDITION_WORDS[hero.condition] ?? hero.condition}</span>
      </h4>
      <AftermathResult hero={hero} />
      {hero.stage === "status" && !canRoll ? <p className="text-sm text-stone-700">The status roll is still to come.</p> : null}
      {hero.stage === "save" && !canRoll ? <p className="text-sm text-stone-700">Dying: the Medical task is still to come.</p> : null}
      {canRoll ? (
        <AftermathForm
          campaignId={view.campaignId}
          sessionId={view.sessionId}
          stepId={step.id}
          hero={{ teamId: hero.teamId, name: hero.name }}
          roll={hero.stage === "status" ? "status" : "save"}
          appDiceOnly={view.appDiceOnly}
        />
      ) : null}
    </li>
  );
}

function StepCard({ view, step }: { view: EpisodeView; step: EpisodeStepView }) {
  const headingId = `episode-step-${step.number}`;
  const isCombat = step.kind === "combat";
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-300 p-3" aria-labelledby={headingId} data-episode-step={step.number}>
      <h3 id={headingId} className="text-lg font-bold break-words">
        Step {step.number}: {isCombat ? "Combat" : "Task"}
        {step.title ? `, ${step.title}` : ""}
      </h3>
      <p className="break-words">
        {step.outcome === "success" ? (isCombat ? "The heroes won." : "The heroes succeeded.") : isCombat ? "The heroes lost." : "The heroes failed."} With {names(step.heroes)}.
        {step.captured.length > 0 ? ` Captured: ${names(step.captured)}.` : ""}
        {step.inTheNews ? " In the news." : ""}
        {step.endedBy.length > 0 ? ` Ended by ${step.endedBy.map((condition) => END_WORDS[condition]).join(", ")}.` : ""}
      </p>
      {step.takenOut.length > 0 ? (
        <section aria-labelledby={`${headingId}-aftermath`} className="flex flex-col gap-2">
          <h4 id={`${headingId}-aftermath`} className="font-semibold">
            Aftermath: at TO 0
          </h4>
          <ul className="flex flex-col gap-3">
            {step.takenOut.map((hero) => (
              <TakenOutCard key={hero.teamId} view={view} step={step} hero={hero} />
            ))}
          </ul>
        </section>
      ) : null}
      {isCombat && step.comebacks.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label={`Comebacks of step ${step.number}`} data-comebacks>
          {step.comebacks.map((comeback) => (
            <li key={comeback.key} className="break-words">
              Comeback of {comeback.name}, turn {comeback.turn}: {comeback.summary}, {comeback.isBack ? "back in the fight" : "still Out of Action"}.
            </li>
          ))}
        </ul>
      ) : null}
      {isCombat && view.canRun && view.isOpen && step.heroes.length > 0 ? (
        <details className="flex flex-col gap-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">Comeback challenge</summary>
          <ComebackForm campaignId={view.campaignId} sessionId={view.sessionId} stepId={step.id} heroes={step.heroes} appDiceOnly={view.appDiceOnly} settings={view.settings} />
        </details>
      ) : null}
      {isCombat && step.mooks ? (
        <p className="text-sm break-words" data-mook-returns>
          Mooks: {step.mooks.outOfPlay} out of play
          {step.mooks.faces.length > 0 ? `, D6 ${step.mooks.faces.join(", ")}` : ""}: {step.mooks.returning} come back, {step.mooks.defeated} defeated.
        </p>
      ) : null}
      {isCombat && !step.mooks && view.canRun && view.isOpen ? (
        <details className="flex flex-col gap-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">Mook returns</summary>
          <MookReturnsForm campaignId={view.campaignId} sessionId={view.sessionId} stepId={step.id} appDiceOnly={view.appDiceOnly} />
        </details>
      ) : null}
      {view.canRun && view.isOpen ? (
        <details className="flex flex-col gap-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">Change or remove step {step.number}</summary>
          <StepForm campaignId={view.campaignId} sessionId={view.sessionId} heroes={view.heroes} step={step} />
          {step.hasAftermathRolls ? null : <RemoveStepForm campaignId={view.campaignId} sessionId={view.sessionId} step={step} />}
        </details>
      ) : null}
    </li>
  );
}

/**
 * An episode on its session page: its steps, each combat's aftermath (one card per hero at TO 0,
 * with its next roll for the game master), and the form that records the next step. Kept in step
 * with the other phones at the table by the session's live updates.
 */
export function EpisodeSection({ view }: { view: EpisodeView }) {
  return (
    <section aria-labelledby="episode-steps" className="flex min-w-0 flex-col gap-4">
      <SessionLive campaignId={view.campaignId} sessionId={view.sessionId} version={view.version} />
      <h2 id="episode-steps" className="text-xl font-bold">
        Steps
      </h2>
      {view.steps.length === 0 ? <p className="text-stone-700">No step recorded yet.</p> : null}
      {view.steps.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {view.steps.map((step) => (
            <StepCard key={step.id} view={view} step={step} />
          ))}
        </ol>
      ) : null}
      {view.canRun && view.isOpen && view.heroes.length > 0 ? (
        <div className="rounded-lg border border-stone-300 p-3">
          <StepForm campaignId={view.campaignId} sessionId={view.sessionId} heroes={view.heroes} />
        </div>
      ) : null}
    </section>
  );
}
