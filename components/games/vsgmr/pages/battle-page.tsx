import { BattleLive } from "@/components/battles/battle-live";
import { BATTLE_STATUS_LABELS, statusBadgeClass } from "@/components/battles/battle-status";
import { SOLO_ENEMY } from "@/lib/games/vsgmr/battles/battle-details";
import { loadVsgmrBattlePage } from "@/lib/games/vsgmr/server/pages/load-battle-page";
import { foldTracker, pointsText, vsgmrScenarioById } from "@/lib/rules/vsgmr";
import { BattleTracker } from "../client";
import { DicePanel } from "../battles/dice-panel";
import { ResultPanel } from "../battles/result-panel";
import { ROLE_LABELS } from "../battles/battle-words";
import { SoloPanel } from "../solo/solo-panel";

/** One VSGMR battle: the forces and scenario, solo play, the dice, the result and its undo. */
export async function VsgmrBattlePage({ params }: { params: Promise<{ campaignId: string; battleId: string }> }) {
  const { campaignId, battleId } = await params;
  const data = await loadVsgmrBattlePage(campaignId, battleId);
  const { battle, may } = data;
  const { details } = battle;
  const scenario = vsgmrScenarioById(details.scenarioId);
  const isPlaying = battle.status === "REPORTING";
  const forces = [
    ...battle.teams.map((t) => ({ key: t.teamId, name: t.teamName, who: t.ownerName })),
    ...(details.solo ? [{ key: SOLO_ENEMY, name: details.solo.enemyName, who: "the app" }] : []),
  ];
  const where = isPlaying ? "playing" : BATTLE_STATUS_LABELS[battle.status];
  const tracked = foldTracker(data.tracker.setup, data.tracker.entries);
  // Solo: each 6 the enemy rolled offers one of its defeated figures back until one is returned (L36).
  const sixes = details.solo?.turns.filter((t) => t.enemyAction.returnsDefeated).length ?? 0;
  const returned = tracked.counted.filter(({ payload }) => payload.kind === "returned" && tracked.figures.find((f) => f.id === payload.figureId)?.side === SOLO_ENEMY).length;
  return (
    <div className="flex flex-col gap-6">
      <BattleLive battleId={battle.id} version={battle.version} lastChange={battle.lastChange} where={where} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-3xl font-black">Issue #{battle.issue}</h1>
        <span className={statusBadgeClass(battle.status)}>{isPlaying ? "Playing" : BATTLE_STATUS_LABELS[battle.status]}</span>
      </div>
      <section aria-labelledby="forces-heading" className="flex flex-col gap-2">
        <h2 id="forces-heading" className="text-xl font-bold">
          {scenario.name}
        </h2>
        <ul className="text-sm">
          {forces.map((f) => (
            <li key={f.key}>
              <span className="font-semibold">{f.name}</span> ({f.who}) · {pointsText(details.forceHalves[f.key] ?? 0)}
              {details.roles[f.key] ? ` · ${ROLE_LABELS[details.roles[f.key]!]}` : ""}
            </li>
          ))}
        </ul>
        <p className="text-sm text-stone-800">{scenario.setup}</p>
        <p className="text-sm text-stone-800">{scenario.victory}</p>
        {scenario.specials?.length ? (
          <ul className="list-disc pl-5 text-sm text-stone-800">
            {scenario.specials.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {details.solo ? (
        <SoloPanel
          battleId={battle.id}
          details={details}
          tracked={tracked}
          canPlay={isPlaying && may.play}
          canPlayTurn={isPlaying && may.soloTurn}
          playerAttacker={battle.teams.find((t) => details.roles[t.teamId] === "attacker")?.teamName ?? null}
          appDiceOnly={data.appDiceOnly}
        />
      ) : null}
      <BattleTracker
        battleId={battle.id}
        setup={data.tracker.setup}
        entries={data.tracker.entries}
        canTap={isPlaying && may.play}
        offerReturnFor={details.solo && sixes > returned ? SOLO_ENEMY : null}
      />
      <DicePanel battleId={battle.id} rolls={data.rolls} canRoll={isPlaying && may.play} appDiceOnly={data.appDiceOnly} />
      <ResultPanel data={data} />
    </div>
  );
}
