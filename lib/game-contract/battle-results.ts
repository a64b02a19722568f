import { WIN_LOSS_DRAW, type AnyGameSystem, type BattleResultKind } from "./game-system";

/** The results a game's battles give a team: its own, or won, lost and drawn when it declares none. */
export function battleResults(battles: NonNullable<AnyGameSystem["battles"]>): readonly BattleResultKind[] {
  return battles.results ?? WIN_LOSS_DRAW;
}
