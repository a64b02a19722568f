"use client";
import { useState } from "react";
import { damageOdds, type D20Settings } from "@/lib/rules/d20";
import { tapD20ConflictAction } from "@/lib/games/d20/actions/tap-d20-conflict-action";
import { undoD20ConflictAction } from "@/lib/games/d20/actions/undo-d20-conflict-action";
import { startD20AdventurePointsAction } from "@/lib/games/d20/actions/start-d20-adventure-points-action";
import type { CombatantView, ConflictView } from "@/lib/games/d20/views/views";
import { DiceSourceField } from "@/components/dice/dice-source-field";
import { FormMessage } from "@/components/ui/form-message";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useKeyedAction } from "@/components/dice/use-keyed-action";

interface Where {
  campaignId: string;
  sessionId: string;
  conflictId: string;
}

const percent = (probability: number) => `${Math.round(probability * 100)}%`;

function Hidden({ where, requestKey, tap }: { where: Where; requestKey: string; tap: string }) {
  return (
    <>
      <input type="hidden" name="campaignId" value={where.campaignId} />
      <input type="hidden" name="sessionId" value={where.sessionId} />
      <input type="hidden" name="conflictId" value={where.conflictId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <input type="hidden" name="tap" value={tap} />
    </>
  );
}

/** One button that posts one tap (end the turn, Recover, undo…), with its refusal shown beside it. */
function TapButton({
  where,
  tap,
  label,
  pending,
  combatantId,
  extra,
}: {
  where: Where;
  tap: string;
  label: string;
  pending: string;
  combatantId?: string;
  extra?: Record<string, string>;
}) {
  const { requestKey, state, formAction } = useKeyedAction(tapD20ConflictAction);
  return (
    <form action={formAction} className="flex flex-col gap-1">
      <Hidden where={where} requestKey={requestKey} tap={tap} />
      {combatantId ? <input type="hidden" name="combatantId" value={combatantId} /> : null}
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton pendingLabel={pending} look="secondary">
        {label}
      </SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </form>
  );
}

/** The one-tap resistance check against a damage rank: the exact odds of each rung first, then the app's d20 or a typed one. */
function ResistanceForm({ where, combatant, rules, appDiceOnly }: { where: Where; combatant: CombatantView; rules: D20Settings; appDiceOnly: boolean }) {
  const { requestKey, state, formAction } = useKeyedAction(tapD20ConflictAction);
  const [rank, setRank] = useState("");
  const [heroPoint, setHeroPoint] = useState(false);
  const suffix = `${where.conflictId}-${combatant.id}`;
  const damageRank = Number(rank);
  const odds =
    rank !== "" && Number.isInteger(damageRank) && damageRank >= 0 && damageRank <= 40
      ? damageOdds({ toughness: combatant.toughness, damageRank, track: combatant.damage, minion: combatant.kind === "minion", heroPoint }, rules)
      : null;
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label={`Resistance check of ${combatant.name}`}>
      <Hidden where={where} requestKey={requestKey} tap="resistance" />
      <input type="hidden" name="combatantId" value={combatant.id} />
      <TextField
        name="rank"
        idSuffix={suffix}
        label="Damage rank"
        type="number"
        inputMode="numeric"
        min={0}
        max={40}
        value={rank}
        onChange={(event) => setRank(event.target.value)}
        required
      />
      {odds ? (
        <ul className="text-sm text-stone-800" aria-label={`Odds for ${combatant.name} against rank ${damageRank}`} data-odds>
          {odds.map((outcome) => (
            <li key={JSON.stringify(outcome.track)}>
              {percent(outcome.probability)} ({outcome.ways}/20): {outcome.effects.length ? outcome.effects.join(", ") : "no effect"}
            </li>
          ))}
        </ul>
      ) : null}
      <DiceSourceField
        idSuffix={suffix}
        label="Die"
        appLabel="The app's d20"
        physicalLabel="A d20 I rolled"
        appDiceOnly={appDiceOnly}
        faces={{ label: "The d20 shows", type: "number", inputMode: "numeric", min: 1, max: 20 }}
      />
      {combatant.teamId ? (
        <div className="flex items-center gap-2">
          <input id={`hero-point-${suffix}`} type="checkbox" name="heroPoint" className="size-5" checked={heroPoint} onChange={(event) => setHeroPoint(event.target.checked)} />
          <label htmlFor={`hero-point-${suffix}`} className="text-sm font-semibold">
            Spend a hero point (the die counts at least 11; {combatant.heroPoints ?? 0} left)
          </label>
        </div>
      ) : null}
      <SubmitButton pendingLabel="Rolling…">{rank === "" ? "Resist" : `Resist rank ${rank}`}</SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok && state.data?.summary ? (
        <p role="status" className="text-sm font-semibold break-words text-green-800">
          {state.data.summary}
        </p>
      ) : null}
    </form>
  );
}

const CONDITION_CHOICES = ["dazed", "stunned", "vulnerable", "defenseless", "impaired", "disabled", "hindered", "immobile", "restrained", "bound", "prone", "compelled", "blinded"];

function ConditionForm({ where, combatant }: { where: Where; combatant: CombatantView }) {
  const { requestKey, state, formAction } = useKeyedAction(tapD20ConflictAction);
  const [lasts, setLasts] = useState("end-of-next-turn");
  const suffix = `cond-${where.conflictId}-${combatant.id}`;
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label={`Add a condition to ${combatant.name}`}>
      <Hidden where={where} requestKey={requestKey} tap="add-condition" />
      <input type="hidden" name="combatantId" value={combatant.id} />
      <SelectField name="condition" idSuffix={suffix} label="Condition" options={CONDITION_CHOICES.map((c) => ({ value: c, label: c }))} />
      <SelectField
        name="lasts"
        idSuffix={suffix}
        label="Lasts"
        value={lasts}
        onChange={(event) => setLasts(event.target.value)}
        options={[
          { value: "end-of-next-turn", label: "Until the end of its next turn" },
          { value: "until-recovered", label: "Until recovered" },
          { value: "ongoing", label: "Ongoing: a check at the end of each turn" },
        ]}
      />
      {lasts === "ongoing" ? (
        <>
          <TextField name="dc" idSuffix={suffix} label="DC of the check" type="number" inputMode="numeric" min={1} max={60} required />
          <SelectField
            name="resistance"
            idSuffix={suffix}
            label="Resisted by"
            options={[
              { value: "fortitude", label: "Fortitude" },
              { value: "will", label: "Will" },
              { value: "toughness", label: "Toughness" },
            ]}
          />
        </>
      ) : null}
      <SubmitButton pendingLabel="Adding…" look="secondary">
        Add the condition
      </SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </form>
  );
}

/** The combatant whose turn it is readies an action against a trigger. */
function ReadyForm({ where, combatant }: { where: Where; combatant: CombatantView }) {
  const { requestKey, state, formAction } = useKeyedAction(tapD20ConflictAction);
  const suffix = `ready-${where.conflictId}-${combatant.id}`;
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label={`Ready an action of ${combatant.name}`}>
      <Hidden where={where} requestKey={requestKey} tap="ready" />
      <input type="hidden" name="combatantId" value={combatant.id} />
      <TextField name="trigger" idSuffix={suffix} label="Acts when" hint="The trigger: “the villain opens the vault”." maxLength={120} required />
      <SubmitButton pendingLabel="Readying…" look="secondary">
        Ready the action
      </SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
    </form>
  );
}

const JOIN_RANKS = [
  { name: "joinInitiative", label: "Initiative bonus", value: "2" },
  { name: "joinDodge", label: "Dodge", value: "4" },
  { name: "joinAgility", label: "Agility", value: "1" },
  { name: "joinAwareness", label: "Awareness", value: "1" },
  { name: "joinToughness", label: "Toughness", value: "4" },
];

/** A late joiner: a hero of the series not in the conflict, or a foe; it rolls initiative (app or typed) and takes its place in the order. */
function JoinForm({ where, heroes, appDiceOnly }: { where: Where; heroes: ReadonlyArray<{ teamId: string; name: string }>; appDiceOnly: boolean }) {
  const { requestKey, state, formAction } = useKeyedAction(tapD20ConflictAction);
  const [who, setWho] = useState(heroes[0]?.teamId ?? "");
  const suffix = `join-${where.conflictId}`;
  return (
    <form action={formAction} className="flex flex-col gap-2" aria-label="A late joiner">
      <Hidden where={where} requestKey={requestKey} tap="join" />
      <SelectField
        name="joinHero"
        idSuffix={suffix}
        label="Who joins"
        value={who}
        onChange={(event) => setWho(event.target.value)}
        options={[...heroes.map((hero) => ({ value: hero.teamId, label: hero.name })), { value: "", label: "A foe (name and ranks below)" }]}
      />
      {who === "" ? (
        <>
          <TextField name="joinName" idSuffix={suffix} label="Foe's name" maxLength={60} required />
          <SelectField
            name="joinKind"
            idSuffix={suffix}
            label="Kind"
            options={[
              { value: "villain", label: "Villain" },
              { value: "minion", label: "Minion" },
            ]}
          />
          <div className="grid grid-cols-2 gap-2">
            {JOIN_RANKS.map((rank) => (
              <TextField key={rank.name} name={rank.name} idSuffix={suffix} label={rank.label} type="number" inputMode="numeric" min={-5} max={40} defaultValue={rank.value} />
            ))}
          </div>
        </>
      ) : null}
      <DiceSourceField
        idSuffix={suffix}
        label="Initiative die"
        appLabel="The app's d20"
        physicalLabel="A d20 we rolled"
        appDiceOnly={appDiceOnly}
        faces={{ label: "The d20s, in order", hint: "The joiner's d20, then any roll-off.", inputMode: "numeric" }}
      />
      <SubmitButton pendingLabel="Rolling initiative…" look="secondary">
        Roll initiative and join
      </SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok && state.data?.summary ? (
        <p role="status" className="text-sm font-semibold break-words text-green-800">
          {state.data.summary}
        </p>
      ) : null}
    </form>
  );
}

function damageLine(c: CombatantView): string {
  const parts = [c.damage.penalty > 0 ? `−${c.damage.penalty}` : null, ...c.conditions].filter((x): x is string => x !== null);
  return parts.length ? parts.join(", ") : "unhurt";
}

/**
 * A conflict on the phone: the initiative order (ties settled by the chain: Dodge, Agility,
 * Awareness, a roll-off), each combatant's damage penalty and conditions, and for the game master
 * the one-tap checks and the turn's controls. A player sees the same order, its own hero marked;
 * the page follows the conflict by itself while it runs.
 */
export function ConflictTracker({
  conflict,
  campaignId,
  sessionId,
  canRun,
  rules,
  appDiceOnly,
  heroes,
}: {
  conflict: ConflictView;
  campaignId: string;
  sessionId: string;
  canRun: boolean;
  rules: D20Settings;
  appDiceOnly: boolean;
  /** The series' heroes: those not in the conflict may join it late. */
  heroes: ReadonlyArray<{ teamId: string; name: string }>;
}) {
  const where = { campaignId, sessionId, conflictId: conflict.id };
  const running = !conflict.ended && conflict.undone === null;
  const headingId = `conflict-${conflict.id}`;
  const undoWhole = useKeyedAction(undoD20ConflictAction);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-md border border-stone-300 p-3" data-conflict={conflict.name}>
      <h2 id={headingId} className={`text-xl font-bold break-words ${conflict.undone ? "text-stone-500 line-through" : ""}`}>
        {conflict.name}
      </h2>
      <p className="text-sm text-stone-700" data-conflict-status>
        {conflict.undone ? `Undone by ${conflict.undone.by}.` : conflict.ended ? "The conflict is over." : `Round ${conflict.round}.`}
      </p>
      <ol className="flex flex-col gap-2" aria-label="Initiative order">
        {conflict.order.map((c) => {
          const isCurrent = conflict.currentId === c.id && running;
          return (
            <li
              key={c.id}
              data-combatant={c.name}
              className={`flex min-w-0 flex-col gap-1 rounded-md border p-2 ${isCurrent ? "border-brand-700 bg-brand-50" : "border-stone-200"} ${c.canAct ? "" : "text-stone-600"}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold break-words">
                  {c.name}
                  {c.isMine ? " (your hero)" : ""}
                  {isCurrent ? " · acting" : ""}
                </span>
                <span className="text-sm text-stone-700" data-initiative>
                  Initiative {c.initiative.total} (d20 {c.initiative.natural}, Dodge {c.initiative.dodge}
                  {c.initiative.rollOffs.length ? `, roll-off ${c.initiative.rollOffs.join("/")}` : ""})
                </span>
              </div>
              <p className="text-sm break-words" data-state>
                {damageLine(c)}
                {c.heroPoints !== null ? ` · hero points ${c.heroPoints}` : ""}
                {c.recovered ? " · has recovered" : ""}
                {c.delayed ? " · delaying" : ""}
                {c.readied ? ` · readied: ${c.readied}` : ""}
              </p>
              {canRun && running && isCurrent ? (
                <div className="flex flex-col gap-2">
                  <TapButton where={where} tap="delay" combatantId={c.id} label={`${c.name} delays`} pending="Delaying…" />
                  <details>
                    <summary className="cursor-pointer text-sm font-semibold underline">{c.name} readies an action</summary>
                    <div className="pt-2">
                      <ReadyForm where={where} combatant={c} />
                    </div>
                  </details>
                </div>
              ) : null}
              {canRun && running && c.delayed ? <TapButton where={where} tap="act-now" combatantId={c.id} label={`${c.name} acts now`} pending="Acting…" /> : null}
              {canRun && running && c.readied ? (
                <TapButton where={where} tap="readied-action" combatantId={c.id} label={`${c.name} acts on the trigger`} pending="Acting…" />
              ) : null}
              {canRun && running && !c.removed ? (
                <details className="flex flex-col gap-2">
                  <summary className="cursor-pointer text-sm font-semibold underline">Act on {c.name}</summary>
                  <div className="flex flex-col gap-3 pt-2">
                    <ResistanceForm where={where} combatant={c} rules={rules} appDiceOnly={appDiceOnly} />
                    {isCurrent && !c.recovered ? (
                      <TapButton where={where} tap="recover" combatantId={c.id} label={`${c.name} recovers (once per conflict)`} pending="Recovering…" />
                    ) : null}
                    {c.removable.map((x) => (
                      <TapButton
                        key={x.key}
                        where={where}
                        tap="remove-condition"
                        combatantId={c.id}
                        extra={{ key: x.key }}
                        label={`End ${x.condition} (${x.lasts})`}
                        pending="Ending…"
                      />
                    ))}
                    <ConditionForm where={where} combatant={c} />
                  </div>
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
      {conflict.prompts.length > 0 ? (
        <div className="flex flex-col gap-2" role="status">
          <h3 className="font-bold">Checks at the end of the turn</h3>
          {conflict.prompts.map((prompt) => (
            <div key={`${prompt.combatantId}-${prompt.key}`} className="flex flex-col gap-1">
              <p className="text-sm break-words">
                {prompt.name} resists {prompt.condition}: {prompt.resistance} against DC {prompt.dc}.
              </p>
              {canRun && running ? (
                <TapButton
                  where={where}
                  tap="ongoing-check"
                  combatantId={prompt.combatantId}
                  extra={{ key: prompt.key, source: "app" }}
                  label={`Roll ${prompt.name}'s check`}
                  pending="Rolling…"
                />
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      {canRun && running ? (
        <div className="flex flex-col gap-2">
          <TapButton where={where} tap="end-turn" label="End the turn" pending="Ending the turn…" />
          {conflict.canUndoTap ? <TapButton where={where} tap="undo" label="Undo the last tap" pending="Undoing…" /> : null}
          <details>
            <summary className="cursor-pointer text-sm font-semibold underline">Someone joins the conflict</summary>
            <div className="pt-2">
              <JoinForm where={where} heroes={heroes.filter((hero) => !conflict.order.some((c) => c.teamId === hero.teamId && !c.removed))} appDiceOnly={appDiceOnly} />
            </div>
          </details>
          <TapButton where={where} tap="end" label="End the conflict" pending="Ending…" />
        </div>
      ) : null}
      {canRun && conflict.undone === null ? (
        <form action={undoWhole.formAction} className="flex flex-col gap-1">
          <input type="hidden" name="campaignId" value={campaignId} />
          <input type="hidden" name="sessionId" value={sessionId} />
          <input type="hidden" name="conflictId" value={conflict.id} />
          <input type="hidden" name="requestKey" value={undoWhole.requestKey} />
          <SubmitButton pendingLabel="Undoing…" look="secondary">
            Undo the whole conflict
          </SubmitButton>
          <FormMessage message={undoWhole.state && !undoWhole.state.ok ? undoWhole.state.message : undefined} />
        </form>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm font-semibold underline">What happened ({conflict.log.length})</summary>
        <ol className="flex flex-col gap-1 pt-2 text-sm">
          {conflict.log.map((line, index) => (
            <li key={index} className={`break-words ${line.isUndone ? "text-stone-500 line-through" : ""}`}>
              {line.summary} · {line.by}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}

/** Gives each hero its hero points for the start of the adventure (once per adventure). */
export function AdventurePointsButton({ campaignId, sessionId }: { campaignId: string; sessionId: string }) {
  const { state, formAction } = useKeyedAction(startD20AdventurePointsAction);
  return (
    <form action={formAction} className="flex flex-col gap-1">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <SubmitButton pendingLabel="Giving…" look="secondary">
        Give each hero its starting hero points
      </SubmitButton>
      <FormMessage message={state && !state.ok ? state.message : undefined} />
      {state?.ok ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          {state.data?.given ? `${state.data.given} hero(es) got their points.` : "Every hero already has its points for this adventure."}
        </p>
      ) : null}
    </form>
  );
}
