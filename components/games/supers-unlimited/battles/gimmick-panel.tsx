import { randomUUID } from "node:crypto";
import { BattleForm } from "@/components/battles/battle-form";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { recordSuGimmickAction } from "@/lib/games/supers-unlimited/actions/record-su-gimmick-action";
import { gimmickLine } from "@/lib/games/supers-unlimited/battles/gimmick-words";
import { gimmickLogOf, tablePlayOf } from "@/lib/games/supers-unlimited/battles/su-battle-details";
import type { LoadedSuBattle } from "@/lib/games/supers-unlimited/views/su-battle-view";
import { gimmick, gimmickStanding, type SuGimmickPick } from "@/lib/rules/supers-unlimited";

type Side = LoadedSuBattle["sides"][number];

/** One Gimmick still usable: what it does, and for the side's players who uses it. */
function UsableGimmick({
  battle,
  side,
  id,
  canAct,
  log,
}: {
  battle: LoadedSuBattle;
  side: Side;
  id: SuGimmickPick["gimmick"];
  canAct: boolean;
  log: ReturnType<typeof gimmickLogOf>;
}) {
  const row = gimmick(id);
  const previous = log.at(-1);
  const hidden = { battleId: battle.row.id, teamId: side.teamId, requestKey: randomUUID(), kind: id === "we-go-again" ? "we-go-again" : "use", gimmick: id };
  const users = side.lineUp.filter((m) => row.user !== "super" || m.isSuper).map((m) => ({ value: m.characterId, label: m.name }));
  return (
    <li className="flex flex-col gap-2 rounded border border-stone-300 p-3">
      <p className="text-sm">
        <span className="font-semibold">{row.name}</span>: {row.when} {row.effect}
      </p>
      {canAct && battle.row.status === "REPORTING" ? (
        id === "we-go-again" ? (
          previous?.kind === "use" ? (
            <BattleForm action={recordSuGimmickAction} hidden={hidden} className="flex flex-col gap-2">
              <SubmitButton pendingLabel="Saving…">Use We Go Again! ({gimmick(previous.gimmick).name} goes back)</SubmitButton>
            </BattleForm>
          ) : (
            <p className="text-sm text-stone-700">Usable just after another Gimmick of this team.</p>
          )
        ) : (
          <BattleForm action={recordSuGimmickAction} hidden={hidden} className="flex flex-col gap-2">
            <SelectField name="characterId" idSuffix={`${side.teamId}-${id}`} label={`Used by (${side.teamName})`} options={users} />
            <SubmitButton pendingLabel="Saving…">Use {row.name}</SubmitButton>
          </BattleForm>
        )
      ) : null}
    </li>
  );
}

/**
 * Each side's Gimmick pool at the table (SU L972–L993): usable and used, a Use naming who used it,
 * We Go Again! after another Gimmick, bringing a used one back with its source, and the log, each
 * action a new line of it. Players act for the sides in `playsFor`.
 */
export function GimmickPanel({ battle, pools, playsFor }: { battle: LoadedSuBattle; pools: Record<string, SuGimmickPick[]>; playsFor: readonly string[] }) {
  const table = tablePlayOf(battle.details);
  return (
    <section aria-labelledby="gimmicks-heading" className="flex flex-col gap-4">
      <h2 id="gimmicks-heading" className="text-xl font-bold">
        Gimmicks
      </h2>
      {battle.sides.map((side) => {
        const picks = pools[side.teamId] ?? [];
        const log = gimmickLogOf(table, side.teamId);
        const { usable, used } = gimmickStanding(picks, log);
        const canAct = playsFor.includes(side.teamId) && battle.row.status === "REPORTING";
        const lines = table.gimmicks.filter((l) => l.teamId === side.teamId);
        return (
          <div key={side.teamId} className="flex flex-col gap-2">
            <h3 className="font-bold">{side.teamName}</h3>
            {picks.length === 0 ? <p className="text-sm text-stone-700">No Gimmick pool chosen.</p> : null}
            {usable.length > 0 ? (
              <ul className="flex flex-col gap-2" aria-label={`${side.teamName}: Gimmicks usable`}>
                {usable.map((id) => (
                  <UsableGimmick key={id} battle={battle} side={side} id={id} canAct={canAct} log={log} />
                ))}
              </ul>
            ) : null}
            {used.length > 0 ? (
              <p className="text-sm">
                <span className="font-semibold">Used: </span>
                {used.map((id) => gimmick(id).name).join(", ")}
              </p>
            ) : null}
            {canAct && used.length > 0 ? (
              <BattleForm
                action={recordSuGimmickAction}
                hidden={{ battleId: battle.row.id, teamId: side.teamId, requestKey: randomUUID(), kind: "recycle" }}
                className="flex flex-col gap-2 rounded border border-stone-300 p-3"
              >
                <SelectField
                  name="gimmick"
                  idSuffix={`recycle-${side.teamId}`}
                  label="Bring back a used Gimmick"
                  options={used.map((id) => ({ value: id, label: gimmick(id).name }))}
                />
                <TextField name="source" idSuffix={`recycle-${side.teamId}`} label="By which Ability or Talent" autoComplete="off" />
                <SubmitButton pendingLabel="Saving…" look="secondary">
                  Bring it back
                </SubmitButton>
              </BattleForm>
            ) : null}
            <div aria-live="polite">
              {lines.length > 0 ? (
                <ol className="list-decimal pl-5 text-sm" aria-label={`${side.teamName}: Gimmick log`}>
                  {lines.map((l) => (
                    <li key={l.requestKey}>
                      {gimmickLine(l.entry, side.lineUp)} <span className="text-stone-600">({l.actorName})</span>
                    </li>
                  ))}
                </ol>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
