import "server-only";
import { readCampaignSettings } from "@/lib/game-contract/campaign-settings";
import { Prisma } from "@/lib/generated/prisma/client";
import { scriptedDice, type Dice, type ThrownDie } from "@/lib/rules/dice";
import {
  applyConflictEvent,
  checkFromFace,
  damageCheckFromFace,
  foldConflict,
  spendHeroPoint,
  UNHURT,
  type CombatantSpec,
  type ConflictEvent,
  type ConflictState,
  type InitiativeEntrant,
  joinInitiative,
  rollInitiative,
} from "@/lib/rules/d20";
import type { CampaignAccess } from "@/lib/server/authz/authorize";
import { lockCampaign } from "@/lib/server/campaigns/lock-campaign";
import { cryptoDice } from "@/lib/server/crypto-dice";
import { db } from "@/lib/server/db";
import { sessionChanged } from "@/lib/server/sessions/session-changed";
import { appendRoll } from "@/lib/server/rolls/append-roll";
import type { ServiceFailure } from "@/lib/service-result";
import { d20, type D20CampaignSettings } from "@/lib/games/d20";
import { d20RulesSettings } from "@/lib/games/d20/campaign-settings";
import { readAdventureDetails, type ConflictCombatant, type D20AdventureDetails, type StoredConflict, type StoredConflictEvent } from "@/lib/games/d20/conflict-record";
import { readD20Hero, withKey, type D20Ranks } from "@/lib/games/d20/hero-sheet";
import { conflictLedgerKey, heroPointBalanceIn, reverseHeroPointsIn, writeHeroPointEntry } from "../ledger";

export const INITIATIVE_PURPOSE = "d20-initiative";
export const RESISTANCE_PURPOSE = "d20-resistance";
export const ONGOING_PURPOSE = "d20-ongoing-check";

export type ConflictFailureCode =
  | "not-d20"
  | "unknown-session"
  | "session-undone"
  | "unknown-conflict"
  | "conflict-undone"
  | "unknown-hero"
  | "no-combatants"
  | "bad-dice"
  | "app-dice-only"
  | "rules-refused"
  | "no-hero-point"
  | "not-a-hero";

export type ConflictOutcome = { ok: true; repeated: boolean; conflictId: string; state: ConflictState; summary: string | null } | ServiceFailure<ConflictFailureCode>;

type Source = { source: "app" | "physical"; faces?: readonly number[] };

export interface StartConflictRequest extends Source {
  requestKey: string;
  name: string;
  /** The campaign's heroes taking part (team ids). */
  heroes: readonly string[];
  /** Villains (count 1) and minion groups (count 1 or more, one initiative roll for the group). */
  foes: ReadonlyArray<{ name: string; kind: "villain" | "minion"; count: number; ranks: D20Ranks }>;
}

export type ConflictTap =
  | ({ kind: "resistance"; combatantId: string; rank: number; heroPoint: boolean } & Source)
  | ({ kind: "ongoing-check"; combatantId: string; key: string } & Source)
  | { kind: "end-turn" }
  | { kind: "recover"; combatantId: string }
  | {
      kind: "add-condition";
      combatantId: string;
      condition: string;
      lasts: "end-of-next-turn" | "until-recovered" | "ongoing";
      dc?: number;
      resistance?: "toughness" | "fortitude" | "will";
    }
  | { kind: "remove-condition"; combatantId: string; key: string }
  | { kind: "undo" }
  | { kind: "end" }
  /** The combatant whose turn it is waits, to act later this round (`combatantId`: whose turn the tapping page showed). */
  | { kind: "delay"; combatantId?: string }
  /** A delaying combatant acts now, before the one whose turn was about to run. */
  | { kind: "act-now"; combatantId: string }
  /** The combatant whose turn it is readies an action against a trigger (`combatantId`: whose turn the tapping page showed). */
  | { kind: "ready"; trigger: string; combatantId?: string }
  /** The trigger came: the readied combatant acts, and its place becomes that point. */
  | { kind: "readied-action"; combatantId: string }
  /** A late joiner: one of the campaign's heroes, or a villain or a lone minion, rolls initiative and takes its place. */
  | ({ kind: "join"; heroTeamId?: string; foe?: { name: string; kind: "villain" | "minion"; ranks: D20Ranks } } & Source);

class Refused extends Error {
  constructor(readonly failure: ServiceFailure<ConflictFailureCode>) {
    super(failure.message);
  }
}
const refuse = (code: ConflictFailureCode, message: string): never => {
  throw new Refused({ ok: false, code, message });
};

interface Adventure {
  tx: Prisma.TransactionClient;
  sessionId: string;
  details: D20AdventureDetails;
  settings: D20CampaignSettings;
  appDiceOnly: boolean;
}

/**
 * Runs `change` on an adventure of the campaign inside one transaction under the campaign's lock
 * (which also orders the roll log): the session read and checked, its details read, and written
 * back with what `change` answers. A request whose key the adventure already holds is answered by
 * `repeat` without running `change`, so a retried tap never rolls or writes twice. Refusals
 * (thrown as Refused) write nothing.
 */
async function inAdventure(
  access: CampaignAccess,
  sessionId: string,
  requestKey: string,
  change: (adventure: Adventure) => Promise<{ details: D20AdventureDetails; conflictId: string; summary: string | null }>,
): Promise<ConflictOutcome> {
  if (access.gameSystem !== d20.id) return { ok: false, code: "not-d20", message: "That campaign is not a d20 superhero series." };
  try {
    return await db.$transaction(async (tx) => {
      await lockCampaign(tx, access.campaignId);
      const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: access.campaignId }, select: { gameSystem: true, settings: true, appDiceOnly: true } });
      const session = await tx.playSession.findFirst({ where: { id: sessionId, campaignId: access.campaignId }, select: { kind: true, details: true, undoneAt: true } });
      if (!session || session.kind !== "ADVENTURE") return refuse("unknown-session", "That adventure is not part of this campaign.");
      const details = readAdventureDetails(session.details);
      const seen = findKey(details, requestKey);
      if (seen) return { ok: true as const, repeated: true, conflictId: seen.id, state: stateOf(seen), summary: null };
      if (session.undoneAt) return refuse("session-undone", "That adventure was undone: nothing more is recorded in it.");
      const settings = readCampaignSettings<D20CampaignSettings>(d20, campaign);
      const changed = await change({ tx, sessionId, details, settings, appDiceOnly: campaign.appDiceOnly });
      // One version on, and every open page of the adventure (the players' phones) is told.
      const written = { ...changed.details, version: details.version + 1 };
      await tx.playSession.update({ where: { id: sessionId }, data: { details: written as unknown as Prisma.InputJsonValue } });
      await sessionChanged(tx, sessionId, written.version, access, changed.summary ? `changed the conflict: ${changed.summary}` : "changed the conflict");
      const conflict = changed.details.conflicts.find((candidate) => candidate.id === changed.conflictId)!;
      return { ok: true as const, repeated: false, conflictId: conflict.id, state: stateOf(conflict), summary: changed.summary };
    });
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    // The same request committed while this one waited (its roll's request key is taken).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const session = await db.playSession.findFirst({ where: { id: sessionId, campaignId: access.campaignId }, select: { details: true } });
      const seen = session ? findKey(readAdventureDetails(session.details), requestKey) : null;
      if (seen) return { ok: true, repeated: true, conflictId: seen.id, state: stateOf(seen), summary: null };
    }
    throw error;
  }
}

function findKey(details: D20AdventureDetails, key: string): StoredConflict | null {
  return details.conflicts.find((conflict) => conflict.key === key || conflict.undone?.key === key || conflict.events.some((event) => event.key === key)) ?? null;
}

/** A stored conflict's state, folded from its events (they applied when written, so they fold). */
export function stateOf(conflict: StoredConflict): ConflictState {
  const folded = foldConflict(conflict.events.map((event) => event.event));
  if (!folded.ok) throw new Error(`Conflict ${conflict.id} does not fold: ${folded.error.message}`);
  return folded.state;
}

function diceOf(request: Source, appDice: Dice, appDiceOnly: boolean): Dice & { remaining?: () => number } {
  if (request.source === "app") return appDice;
  if (appDiceOnly) return refuse("app-dice-only", "This campaign uses the app's dice only. Roll with the app.");
  if (!request.faces || request.faces.length === 0) return refuse("bad-dice", "Type the face of every d20 the roll throws.");
  try {
    return scriptedDice(request.faces, 20);
  } catch (error) {
    return refuse("bad-dice", `${(error as Error).message}.`);
  }
}

/** Throws with typed faces that ran out as a clear refusal. */
function thrownWith<T>(request: Source, dice: Dice & { remaining?: () => number }, roll: () => T): T {
  let result: T;
  try {
    result = roll();
  } catch (error) {
    if (request.source === "physical") return refuse("bad-dice", `Type every d20 the roll throws: ${(error as Error).message}.`);
    throw error;
  }
  if (request.source === "physical" && dice.remaining && dice.remaining() > 0)
    refuse("bad-dice", `${dice.remaining()} typed face(s) left over: type only the d20s the roll throws.`);
  return result;
}

async function logThrows(
  adventure: Adventure,
  access: CampaignAccess,
  requestKey: string,
  purpose: string,
  label: (die: ThrownDie) => string,
  thrown: readonly ThrownDie[],
  source: "app" | "physical",
  team?: { id: string; name: string },
) {
  for (const [index, die] of thrown.entries()) {
    await appendRoll(adventure.tx, access, {
      campaignId: access.campaignId,
      slot: (sequence) => `d20:${sequence}`,
      requestKey: `d20:${adventure.sessionId}:${requestKey}:${index}`,
      purpose,
      label: label(die),
      sides: die.sides,
      faces: [die.face],
      source,
      teamId: team?.id ?? null,
      teamName: team?.name ?? null,
    });
  }
}

const stamp = (access: CampaignAccess, key: string, summary: string, event: ConflictEvent): StoredConflictEvent => ({
  key,
  at: new Date().toISOString(),
  by: access.actorName,
  summary,
  event,
});

/**
 * Starts a conflict in an adventure (the caller passed authorizeCampaign(…, "d20:run-conflict")):
 * its heroes (their ranks read from their sheets) and foes, minion groups as one group each,
 * initiative thrown with the app's dice or typed (one d20 per hero, villain and group, then any
 * roll-off the tie chain needs: Dodge, Agility, Awareness, then a roll-off), each die in the roll
 * log. Refusals write nothing: an adventure of another campaign, a hero who is not the
 * campaign's, no combatants, typed faces that do not fit.
 */
export async function startConflict(access: CampaignAccess, sessionId: string, request: StartConflictRequest, appDice: Dice = cryptoDice()): Promise<ConflictOutcome> {
  return inAdventure(access, sessionId, request.requestKey, async (adventure) => {
    if (request.heroes.length + request.foes.length === 0) refuse("no-combatants", "Add at least one combatant.");
    if (new Set(request.heroes).size !== request.heroes.length) refuse("rules-refused", "A hero is listed twice.");
    const teams = await adventure.tx.team.findMany({
      where: { id: { in: [...request.heroes] }, campaignId: access.campaignId, archivedAt: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, state: true },
    });
    if (teams.length !== request.heroes.length) refuse("unknown-hero", "A hero of the conflict is not one of this campaign's.");
    const combatants: ConflictCombatant[] = [];
    for (const team of teams) combatants.push({ id: `c${combatants.length + 1}`, name: team.name, kind: "hero", teamId: team.id, ranks: readD20Hero(team.state).ranks });
    request.foes.forEach((foe, index) => {
      if (foe.kind === "villain" || foe.count === 1) combatants.push({ id: `c${combatants.length + 1}`, name: foe.name, kind: foe.kind, ranks: foe.ranks });
      else
        for (let n = 1; n <= foe.count; n++)
          combatants.push({ id: `c${combatants.length + 1}`, name: `${foe.name} ${n}`, kind: "minion", group: `g${index + 1}`, ranks: foe.ranks });
    });
    const dice = diceOf(request, appDice, adventure.appDiceOnly);
    const entrants: InitiativeEntrant[] = combatants.map(({ id, group, ranks }) => ({
      id,
      modifier: ranks.initiative,
      dodge: ranks.dodge,
      agility: ranks.agility,
      awareness: ranks.awareness,
      ...(group ? { group } : {}),
    }));
    const rolled = thrownWith(request, dice, () => rollInitiative(dice, entrants));
    const specs: CombatantSpec[] = combatants.map(({ id, name, kind, group }) => ({ id, name, kind, ...(group ? { group } : {}) }));
    const event: ConflictEvent = { type: "start", combatants: specs, initiative: rolled.order };
    const applied = applyConflictEvent(foldEmpty(), event);
    if (!applied.ok) refuse("rules-refused", applied.error.message);
    const nameOf = (purposeId: string) => {
      const id = purposeId.replace(/^initiative( roll-off)?: /, "");
      const groupMember = combatants.find((c) => c.group === id);
      return groupMember ? groupMember.name.replace(/ \d+$/, "") : (combatants.find((c) => c.id === id)?.name ?? id);
    };
    await logThrows(
      adventure,
      access,
      request.requestKey,
      INITIATIVE_PURPOSE,
      (die) => `${request.name}: ${die.purpose.startsWith("initiative roll-off") ? "initiative roll-off" : "initiative"} of ${nameOf(die.purpose)}`,
      rolled.thrown,
      request.source,
    );
    const id = `k${adventure.details.conflicts.length + 1}`;
    const order = rolled.order.map((entry) => `${combatants.find((c) => c.id === entry.id)!.name} ${entry.total}`).join(", ");
    const conflict: StoredConflict = {
      id,
      key: request.requestKey,
      name: request.name,
      combatants,
      events: [stamp(access, request.requestKey, `Initiative: ${order}`, event)],
      carried: null,
      undone: null,
    };
    return { details: { ...adventure.details, conflicts: [...adventure.details.conflicts, conflict] }, conflictId: id, summary: `Initiative: ${order}` };
  });
}

function foldEmpty(): ConflictState {
  const folded = foldConflict([]);
  if (!folded.ok) throw new Error("An empty conflict folds");
  return folded.state;
}

/**
 * One tap of the conflict tracker (the caller passed authorizeCampaign(…, "d20:run-conflict")),
 * appended to the conflict's events after the rules library applied it: a resistance check
 * against a damage rank (the d20 thrown or typed, DC rank + 15, the ladder's rung applied; a hero
 * point spent on it makes the die at least 11 and is written to the ledger with it), an ongoing
 * effect's check, the end of a turn, Recover (once per conflict), a condition added or removed, an
 * undo of the latest tap, or the end of the conflict, which carries each hero's damage onto its
 * sheet. Refusals write nothing and say why.
 */
export async function tapConflict(
  access: CampaignAccess,
  sessionId: string,
  conflictId: string,
  requestKey: string,
  tap: ConflictTap,
  appDice: Dice = cryptoDice(),
): Promise<ConflictOutcome> {
  return inAdventure(access, sessionId, requestKey, async (adventure) => {
    const conflict = adventure.details.conflicts.find((candidate) => candidate.id === conflictId);
    if (!conflict) return refuse("unknown-conflict", "That conflict is not part of this adventure.");
    if (conflict.undone) return refuse("conflict-undone", "That conflict was undone.");
    const state = stateOf(conflict);
    const combatantOf = (id: string) => conflict.combatants.find((c) => c.id === id) ?? refuse("rules-refused", "That combatant is not in the conflict.");
    const rules = d20RulesSettings(adventure.settings);
    let event: ConflictEvent;
    let summary: string;
    let carried: StoredConflict["carried"] = conflict.carried;
    let entryId: string | undefined;
    let joined: ConflictCombatant | null = null;
    switch (tap.kind) {
      case "resistance": {
        const who = combatantOf(tap.combatantId);
        const now = state.combatants[who.id]!;
        if (tap.heroPoint && !who.teamId) refuse("not-a-hero", "Only a hero spends hero points.");
        const dice = diceOf(tap, appDice, adventure.appDiceOnly);
        const check = thrownWith(tap, dice, () =>
          damageCheckFromFace(
            dice.roll(20, RESISTANCE_PURPOSE),
            { toughness: who.ranks.toughness, damageRank: tap.rank, track: now.damage, minion: who.kind === "minion", heroPoint: tap.heroPoint },
            RESISTANCE_PURPOSE,
            rules,
          ),
        );
        event = { type: "damage-result", combatantId: who.id, result: check.check!.degree };
        summary = `${who.name} resists rank ${tap.rank}: ${check.summary}`;
        await logThrows(
          adventure,
          access,
          requestKey,
          RESISTANCE_PURPOSE,
          () => `${conflict.name}: ${who.name}'s Toughness check vs rank ${tap.rank}`,
          check.check!.thrown,
          tap.source,
          who.teamId ? { id: who.teamId, name: who.name } : undefined,
        );
        if (tap.heroPoint && who.teamId) {
          // A conflict copied by an import names the original campaign's heroes: never write to another campaign's team.
          if (!(await adventure.tx.team.findFirst({ where: { id: who.teamId, campaignId: access.campaignId }, select: { id: true } })))
            refuse("unknown-hero", `${who.name} is not one of this campaign's heroes.`);
          const balance = await heroPointBalanceIn(adventure.tx, who.teamId);
          const spent = spendHeroPoint(balance, who.teamId, "improve-roll", `Toughness check in “${conflict.name}”`);
          if (!spent.ok) refuse("no-hero-point", `${who.name} has no hero point to spend.`);
          else entryId = await writeHeroPointEntry(adventure.tx, access, who.teamId, spent.entry, conflictLedgerKey(sessionId, conflict.id, requestKey));
        }
        break;
      }
      case "ongoing-check": {
        const who = combatantOf(tap.combatantId);
        const prompt = state.prompts.find((p) => p.combatantId === who.id && p.key === tap.key);
        const condition = state.combatants[who.id]!.conditions.find((c) => c.key === tap.key);
        if (!condition || condition.duration.kind !== "ongoing") return refuse("rules-refused", `${who.name} has no such ongoing effect.`);
        const { dc, resistance } = prompt ?? condition.duration;
        const modifier = who.ranks[resistance as keyof D20Ranks] ?? 0;
        const dice = diceOf(tap, appDice, adventure.appDiceOnly);
        const check = thrownWith(tap, dice, () => checkFromFace(dice.roll(20, ONGOING_PURPOSE), { modifier, dc }, ONGOING_PURPOSE, rules));
        event = { type: "ongoing-check", combatantId: who.id, key: tap.key, success: check.degree.outcome === "success" };
        summary = `${who.name} resists ${condition.condition}: ${check.summary}`;
        await logThrows(
          adventure,
          access,
          requestKey,
          ONGOING_PURPOSE,
          () => `${conflict.name}: ${who.name}'s ${resistance} check against ${condition.condition}`,
          check.thrown,
          tap.source,
          who.teamId ? { id: who.teamId, name: who.name } : undefined,
        );
        break;
      }
      case "end-turn":
        event = { type: "end-turn" };
        summary = `${state.current ? (state.combatants[state.current]?.name ?? "") : ""} ends the turn`;
        break;
      case "recover": {
        const who = combatantOf(tap.combatantId);
        event = { type: "recover", combatantId: who.id, choice: "damage" };
        summary = `${who.name} recovers`;
        break;
      }
      case "add-condition": {
        const who = combatantOf(tap.combatantId);
        const n = conflict.events.length + 1;
        const duration =
          tap.lasts === "end-of-next-turn"
            ? ({ kind: "turn-end", of: who.id, count: state.current === who.id ? 2 : 1 } as const)
            : tap.lasts === "until-recovered"
              ? ({ kind: "until-recovered" } as const)
              : ({ kind: "ongoing", dc: tap.dc ?? refuse("rules-refused", "An ongoing effect needs the DC of its check."), resistance: tap.resistance ?? "fortitude" } as const);
        event = { type: "add-condition", combatantId: who.id, condition: { key: `tap-${n}`, condition: tap.condition, duration } };
        summary = `${who.name} is ${tap.condition}`;
        break;
      }
      case "remove-condition": {
        const who = combatantOf(tap.combatantId);
        event = { type: "remove-condition", combatantId: who.id, key: tap.key };
        summary = `${who.name}: a condition ends`;
        break;
      }
      case "undo": {
        // Only taps after the start are undone one by one; the start goes with the whole conflict.
        const inForce = foldedKeys(conflict);
        if (inForce.length <= 1) return refuse("rules-refused", "Nothing to undo since the conflict started; undo the whole conflict instead.");
        const last = inForce.at(-1)!;
        if (last.event.type === "end") carried = await putBackCarried(adventure, access.campaignId, conflict);
        await reverseHeroPointsIn(adventure.tx, access, last.entryId ? [last.entryId] : []);
        event = { type: "undo" };
        summary = `Undone: ${last.summary}`;
        break;
      }
      case "delay": {
        if (!state.current) return refuse("rules-refused", "It is nobody's turn.");
        if (tap.combatantId && tap.combatantId !== state.current) return refuse("rules-refused", notTheirTurn(state, tap.combatantId));
        event = { type: "delay" };
        summary = `${state.combatants[state.current]?.name ?? ""} delays`;
        break;
      }
      case "act-now": {
        const who = combatantOf(tap.combatantId);
        event = { type: "act-now", combatantId: who.id };
        summary = `${who.name} stops delaying and acts now`;
        break;
      }
      case "ready": {
        if (!state.current) return refuse("rules-refused", "It is nobody's turn.");
        if (tap.combatantId && tap.combatantId !== state.current) return refuse("rules-refused", notTheirTurn(state, tap.combatantId));
        event = { type: "ready", trigger: tap.trigger };
        summary = `${state.combatants[state.current]?.name ?? ""} readies an action: ${tap.trigger}`;
        break;
      }
      case "readied-action": {
        const who = combatantOf(tap.combatantId);
        event = { type: "readied-action", combatantId: who.id };
        summary = `${who.name} acts on the readied action`;
        break;
      }
      case "join": {
        let joiner: ConflictCombatant;
        const id = `c${conflict.combatants.length + 1}`;
        if (tap.heroTeamId) {
          const team = await adventure.tx.team.findFirst({
            where: { id: tap.heroTeamId, campaignId: access.campaignId, archivedAt: null },
            select: { id: true, name: true, state: true },
          });
          if (!team) return refuse("unknown-hero", "That hero is not one of this campaign's.");
          const inForce = conflict.combatants.some((c) => c.teamId === team.id && state.combatants[c.id] && !state.combatants[c.id]!.removed);
          if (inForce) return refuse("rules-refused", `${team.name} is already in the conflict.`);
          joiner = { id, name: team.name, kind: "hero", teamId: team.id, ranks: readD20Hero(team.state).ranks };
        } else if (tap.foe) {
          joiner = { id, name: tap.foe.name, kind: tap.foe.kind, ranks: tap.foe.ranks };
        } else return refuse("rules-refused", "Choose who joins the conflict.");
        const dice = diceOf(tap, appDice, adventure.appDiceOnly);
        const entrant: InitiativeEntrant = {
          id,
          modifier: joiner.ranks.initiative,
          dodge: joiner.ranks.dodge,
          agility: joiner.ranks.agility,
          awareness: joiner.ranks.awareness,
        };
        const rolled = thrownWith(tap, dice, () =>
          joinInitiative(
            dice,
            state.order.map((inOrder) => state.combatants[inOrder]!.initiative),
            entrant,
            rules,
          ),
        );
        event = { type: "join", combatant: { id, name: joiner.name, kind: joiner.kind }, order: rolled.order };
        const place = rolled.order.findIndex((entry) => entry.id === id) + 1;
        const total = rolled.order.find((entry) => entry.id === id)!.total;
        summary = `${joiner.name} joins the conflict: initiative ${total}, place ${place} of ${rolled.order.length}`;
        await logThrows(
          adventure,
          access,
          requestKey,
          INITIATIVE_PURPOSE,
          (die) => `${conflict.name}: ${die.purpose.startsWith("initiative roll-off") ? "initiative roll-off" : "initiative"} of ${joiner.name} joining`,
          rolled.thrown,
          tap.source,
          joiner.teamId ? { id: joiner.teamId, name: joiner.name } : undefined,
        );
        joined = joiner;
        break;
      }
      case "end": {
        event = { type: "end" };
        summary = "The conflict ends";
        const applied = applyConflictEvent(state, event);
        if (!applied.ok) return refuse("rules-refused", applied.error.message);
        carried = await carryDamage(adventure, access.campaignId, conflict, state, requestKey);
        break;
      }
    }
    const next = event.type === "undo" ? foldConflict([...conflict.events.map((e) => e.event), event]) : applyConflictEvent(state, event);
    if (!next.ok) return refuse("rules-refused", next.error.message);
    const stamped = stamp(access, requestKey, summary, event);
    const updated: StoredConflict = {
      ...conflict,
      carried,
      // A late joiner is kept with the ranks its checks read, as those who started it are.
      combatants: joined ? [...conflict.combatants, joined] : conflict.combatants,
      events: [...conflict.events, entryId ? { ...stamped, entryId } : stamped],
    };
    return { details: { ...adventure.details, conflicts: adventure.details.conflicts.map((c) => (c.id === conflict.id ? updated : c)) }, conflictId: conflict.id, summary };
  });
}

/** A delay or ready tapped on a page that had not yet shown the turn moving on: said, not applied to whoever acts now. */
function notTheirTurn(state: ConflictState, combatantId: string): string {
  const meant = state.combatants[combatantId]?.name ?? "That combatant";
  const now = state.current ? (state.combatants[state.current]?.name ?? "someone else") : "nobody";
  return `It is no longer ${meant}'s turn: it is ${now}'s. Nothing was changed.`;
}

/** The stored events still in force (an undo cancels the latest before it). */
function foldedKeys(conflict: StoredConflict): StoredConflictEvent[] {
  const kept: StoredConflictEvent[] = [];
  for (const stored of conflict.events) {
    if (stored.event.type === "undo") kept.pop();
    else kept.push(stored);
  }
  return kept;
}

/** At the end of a conflict each hero carries its damage onto its sheet, where rest clears it; the sheets' damage before is kept to put back. */
async function carryDamage(adventure: Adventure, campaignId: string, conflict: StoredConflict, state: ConflictState, requestKey: string): Promise<StoredConflict["carried"]> {
  const carried: NonNullable<StoredConflict["carried"]> = [];
  for (const combatant of conflict.combatants) {
    if (!combatant.teamId) continue;
    // Only the campaign's own heroes (a conflict copied by an import names the original's).
    const team = await adventure.tx.team.findFirst({ where: { id: combatant.teamId, campaignId }, select: { state: true } });
    if (!team) continue;
    const hero = readD20Hero(team.state);
    carried.push({ teamId: combatant.teamId, before: hero.damage });
    const damage = state.combatants[combatant.id]?.damage ?? UNHURT;
    // Dazed lasts only until the end of a turn: it does not outlast the conflict.
    await adventure.tx.team.update({
      where: { id: combatant.teamId },
      data: { state: withKey({ ...hero, damage: { ...damage, dazed: false } }, requestKey) as unknown as Prisma.InputJsonValue },
    });
  }
  return carried;
}

/** Puts back the damage the heroes' sheets held before the conflict ended (an undone end). */
async function putBackCarried(adventure: Adventure, campaignId: string, conflict: StoredConflict): Promise<null> {
  for (const { teamId, before } of conflict.carried ?? []) {
    const team = await adventure.tx.team.findFirst({ where: { id: teamId, campaignId }, select: { state: true } });
    if (!team) continue;
    const hero = readD20Hero(team.state);
    await adventure.tx.team.update({ where: { id: teamId }, data: { state: { ...hero, damage: before } as unknown as Prisma.InputJsonValue } });
  }
  return null;
}

/**
 * Undoes a whole conflict (the caller passed authorizeCampaign(…, "d20:run-conflict")): it stays
 * on record, marked undone; the hero points spent in it are given back (reversal entries) and the
 * damage it carried onto the heroes' sheets is put back. Its rolls stay in the roll log.
 */
export async function undoConflict(access: CampaignAccess, sessionId: string, conflictId: string, requestKey: string): Promise<ConflictOutcome> {
  return inAdventure(access, sessionId, requestKey, async (adventure) => {
    const conflict = adventure.details.conflicts.find((candidate) => candidate.id === conflictId);
    if (!conflict) return refuse("unknown-conflict", "That conflict is not part of this adventure.");
    if (conflict.undone) return refuse("conflict-undone", "That conflict is already undone.");
    const undone = await undoneConflictIn(adventure.tx, access, sessionId, conflict, requestKey);
    return {
      details: { ...adventure.details, conflicts: adventure.details.conflicts.map((c) => (c.id === conflict.id ? undone : c)) },
      conflictId: conflict.id,
      summary: `${conflict.name} undone`,
    };
  });
}

/** What undoing a conflict writes, inside the caller's transaction (also the adventure's undo, server/index.ts). */
export async function undoneConflictIn(tx: Prisma.TransactionClient, access: CampaignAccess, sessionId: string, conflict: StoredConflict, key: string): Promise<StoredConflict> {
  for (const { teamId, before } of conflict.carried ?? []) {
    const team = await tx.team.findFirst({ where: { id: teamId, campaignId: access.campaignId }, select: { state: true } });
    if (!team) continue;
    const hero = readD20Hero(team.state);
    await tx.team.update({ where: { id: teamId }, data: { state: { ...hero, damage: before } as unknown as Prisma.InputJsonValue } });
  }
  // The entries its taps wrote, by the ids they kept (an entry a tapped undo reversed already is passed over).
  await reverseHeroPointsIn(
    tx,
    access,
    conflict.events.flatMap((stored) => (stored.entryId ? [stored.entryId] : [])),
  );
  return { ...conflict, carried: null, undone: { by: access.actorName, at: new Date().toISOString(), key } };
}
