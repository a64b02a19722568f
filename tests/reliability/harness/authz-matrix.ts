/**
 * The authorization matrix's parts (tests/reliability/fast/authz-actions.test.ts): what a row is,
 * and where the rows come from. The generic actions' rows (lib/actions) are written in the test
 * itself; each game's are written in its own folder, `lib/games/<game>/testing/authz-rows.ts`,
 * which exports `AUTHZ_ROWS`, and are collected here from the folders: a new game brings its rows
 * with it and nothing lists the games.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GameVerbs } from "@/lib/authz/permissions";
import { db } from "@/lib/server/db";
import { key } from "../../integration/battles/battle-factory";
import type { Actor, Outcome } from "./act-as";
import type { Cast, Role, Stage } from "../fast/authz-world";

// Columns: anonymous, non-member, viewer, player (not the owner), owner (of the target team, or
// of a team in the battle; for campaign-wide actions simply a player who leads a team), organiser.
//   S  sign-in redirect (the action needs an account)
//   N  refused as if the campaign (or battle) did not exist: "does not exist, or you are not a member"
//   F  refused: "Your role in this campaign does not allow that."
//   R  refused by a rule of the service, with the message given in its scenario (`refusals`)
//   Y  allowed: the action succeeds and makes its change
export type Code = "S" | "N" | "F" | "R" | "Y";

export const NOT_MEMBER = "That campaign does not exist, or you are not a member of it.";
export const NOT_MEMBER_OF_BATTLE = "That battle does not exist, or you are not a member of its campaign.";
export const FORBIDDEN = "Your role in this campaign does not allow that.";

/** How an action is aimed and what its success must change. */
export interface Scenario<T> {
  /** A fresh target for this action. */
  target(): Promise<T>;
  form(target: T, role: Role): FormData;
  /** The refusal message of an "N" cell (default NOT_MEMBER). */
  notFound?: string;
  /** The messages of "R" cells. */
  refusals?: Partial<Record<Role, (target: T) => string>>;
  /** Allowed calls that must write nothing (sign-in, a preview, a member following an invite). */
  writesNothing?: (role: Role) => boolean;
  /** An allowed call: how it must end, and the change it must have made. */
  allowed(target: T, outcome: Outcome, actor: Actor | null, role: Role): Promise<void>;
}

export const scenario = <T>(s: Scenario<T>): Scenario<unknown> => s as Scenario<unknown>;

/**
 * The design of one permission verb, for the campaign's four roles in the order organiser,
 * co-organiser, player, viewer: "y" allowed, "-" forbidden. A verb with owner roles has two rows:
 * on a team the member owns, and on someone else's.
 */
export type VerbDesign = string | { owner: string; other: string };

/**
 * A game's own verbs (its manifest's `permissions`) and their design, written independently of the
 * manifest: tests/integration/authz-matrix.test.ts checks them through the authorize functions on a
 * campaign of the game, and tests/reliability/fast/authz-actions.test.ts that every verb the game
 * declares has its row here.
 */
export interface VerbRows {
  game: GameVerbs;
  expected: Record<string, VerbDesign>;
}

/** One source's rows: each action's design (six codes, in the order of ROLES) and its scenario; a game's own verbs' design. */
export interface MatrixRows {
  expected: Record<string, string>;
  scenarios: Record<string, Scenario<unknown>>;
  /** A game folder's rows: the design of every verb its game declares (none for a game that declares none). */
  verbs?: VerbRows;
}

let currentCast: Cast | undefined;

/** The matrix's people, created once per run (before the first cell, after the rows are read). */
export function cast(): Cast {
  if (!currentCast) throw new Error("The matrix's cast is read before the test created it.");
  return currentCast;
}

export function setCast(value: Cast) {
  currentCast = value;
}

export const OK = { kind: "state", state: { ok: true } };
export const requestKey = () => `matrix-${key()}`;
export const teamPath = (stage: Stage) => `/campaigns/${stage.campaignId}/teams/${stage.ownerTeam.id}`;

export async function battleRow(battleId: string) {
  return db.battle.findUniqueOrThrow({
    where: { id: battleId },
    select: { status: true, reportedById: true, confirmedById: true, undoneById: true, postBattleChoices: true, _count: { select: { rolls: true } } },
  });
}

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Where a game keeps its rows, inside its folder. */
export const GAME_ROWS_FILE = path.join("testing", "authz-rows.ts");

export interface RowsSource {
  /** The folder whose actions these rows decide: "lib/actions", or "lib/games/<game>". */
  folder: string;
  /** The file the rows are written in, from the project root. */
  file: string;
  rows: MatrixRows;
}

/** Every game folder's rows (lib/games/<game>/testing/authz-rows.ts), by folder name. */
export async function gameRows(): Promise<RowsSource[]> {
  const games = path.join(ROOT, "lib", "games");
  const sources: RowsSource[] = [];
  for (const entry of readdirSync(games, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(games, entry.name, GAME_ROWS_FILE);
    if (!existsSync(file)) continue;
    const { AUTHZ_ROWS } = (await import(file)) as { AUTHZ_ROWS?: MatrixRows };
    if (!AUTHZ_ROWS) throw new Error(`${path.relative(ROOT, file)} exports no AUTHZ_ROWS.`);
    sources.push({ folder: path.relative(ROOT, path.join(games, entry.name)), file: path.relative(ROOT, file), rows: AUTHZ_ROWS });
  }
  return sources;
}
