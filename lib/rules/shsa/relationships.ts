/**
 * Resolving a task that involves a relationship (L23–L102): the general rule (L25), the type's
 * choose-one success list or its all-that-apply results, the failure results that apply, and the
 * thresholds: −2 or worse before the task ends most relationships (L40, L52, L74, L87), +3 or
 * better before a success ends a tempter relationship (L101). See SHSA-R6 for contests.
 */
import type { Dice } from "../dice";
import { rerollAlignment, type AlignmentReroll, type AlignmentSettings } from "./alignment";
import { RELATIONSHIP_ENDS_AT, TEMPTER_TURNS_AT, type RelationshipType } from "./relationship-types";
import type { Alignment } from "./settings";
import { applySheetChanges, type HeroSheet, type LedgerEntry, type SheetChange } from "./sheet";
import { isMajor, isSuccess, type TaskGrade, type TaskRoll } from "./task";
import { SHSA_RULES_VERSION, type ShsaRulesVersion } from "./rules-version";
import type { ThrownDie } from "../dice";

/** L25 on a success: +1 VP and either −1 Ego or +1 to the relationship. */
export type GeneralSuccessChoice = "lower-ego" | "raise-relationship";
/** L25 on a failure: +1 Ego or −2 to the relationship. */
export type GeneralFailureChoice = "raise-ego" | "lower-relationship";

/** The choose-one success results of each type, with their lines. */
export const SUCCESS_OPTIONS = {
  "follower-minion": [
    { id: "remove-trait", line: "L29", text: "The minion loses one personality trait or disadvantage." },
    { id: "call-to-help", line: "L30", text: "The hero may call the NPC to help with one episode step or task." },
    { id: "other-virtue", line: "L31", text: "The minion's Virtue +1; a Villain or Neutral re-rolls alignment, keeping a better result." },
    { id: "other-ego", line: "L32", text: "The minion's Ego −1; a Villain or Neutral re-rolls alignment, keeping a better result." },
    { id: "virtue-vs-ego", line: "L33", text: "The minion rolls Virtue vs Ego; a major result brings a Light Personality Evolution." },
  ],
  companion: [
    { id: "call-to-help", line: "L42", text: "The hero may call the NPC Companion to help on the light side." },
    { id: "both-ego", line: "L43–L44", text: "Both −1 Ego; a Villain or Neutral re-rolls alignment, keeping a better result." },
    { id: "both-wp", line: "L45", text: "A PC Companion: both +1 temporary WP when working together in a chosen step." },
  ],
  rival: [
    { id: "call-to-help", line: "L57", text: "The hero may call the NPC Rival to help without bickering." },
    { id: "both-ego", line: "L58–L59", text: "Both −1 Ego; a Villain or Neutral re-rolls alignment, keeping a better result." },
  ],
  "anima-animus": [
    { id: "each-remove-trait", line: "L68", text: "Each may lose a personality trait or disadvantage." },
    { id: "both-virtue", line: "L69–L70", text: "Both +1 Virtue; a Villain or Neutral re-rolls alignment, keeping a better result." },
    { id: "call-to-help", line: "L71", text: "The hero may call the NPC to help with one step or task." },
  ],
  "mentor-guide": [
    { id: "add-skill", line: "L78", text: "One of the mentor's skills is added to a chosen light task roll." },
    { id: "remove-trait", line: "L79", text: "The hero loses a personality trait or disadvantage." },
    {
      id: "hero-mentor-virtue-vs-ego",
      line: "L80–L82",
      text: "A Hero mentor rolls Virtue vs the hero's Ego: Ego −1 (minor) or −2 (major); the hero re-rolls alignment, keeping a better result.",
    },
    { id: "other-virtue", line: "L83", text: "A Villain or Neutral mentor gets +1 Virtue and re-rolls alignment, keeping a better result." },
  ],
  mastermind: [],
  tempter: [],
} as const satisfies Record<RelationshipType, readonly { id: string; line: string; text: string }[]>;

export type SuccessOptionId<T extends RelationshipType = RelationshipType> = (typeof SUCCESS_OPTIONS)[T][number]["id"];

/** A contest roll some results call for (SHSA-R6): who rolls against whom, and on which grade of the task. */
export interface RelationshipContest {
  /** The task's outcome on which the contest is rolled. */
  on: "success" | "failure";
  actor: string;
  resistance: string;
  line: string;
  /** What a success (and a major one) of the contest does. */
  text: string;
}

/**
 * The contest a relationship task may need, before it is rolled (SHSA-R6): the minion's Virtue vs
 * its Ego (L33) and a Hero mentor's Virtue vs the hero's Ego (L80), on a success with that result
 * chosen; the hero's WP vs the Mastermind's (L94) and, for an NPC tempter, vs the tempter's WP
 * (L102), on a failure. Null when no result of this task can need one.
 */
export function relationshipContest(type: RelationshipType, successOption: string | undefined, otherIsPc: boolean): RelationshipContest | null {
  if (type === "follower-minion" && successOption === "virtue-vs-ego")
    return { on: "success", actor: "The minion's Virtue", resistance: "the minion's Ego", line: "L33", text: "a major result, either way, brings a Light Personality Evolution" };
  if (type === "mentor-guide" && successOption === "hero-mentor-virtue-vs-ego")
    return { on: "success", actor: "The mentor's Virtue", resistance: "the hero's Ego", line: "L80–L82", text: "a success lowers the hero's Ego by 1, a major one by 2" };
  if (type === "mastermind")
    return {
      on: "failure",
      actor: "The hero's WP",
      resistance: "the Mastermind's WP",
      line: "L94–L95",
      text: "its grade sets the penalty: major failure cannot act, minor failure −2 Val, minor success −1 Val, major success none",
    };
  if (type === "tempter" && !otherIsPc)
    return {
      on: "failure",
      actor: "The hero's WP",
      resistance: "the tempter's WP",
      line: "L102",
      text: "a success lets the hero act against the scheme but not attack the tempter; a failure, not act against it at all",
    };
  return null;
}

/** What happens outside the hero's sheet: to the other party, to random NPCs, to the next step. */
export interface RelationshipEffect {
  code: string;
  line: string;
  text: string;
}

export interface ResolveRelationshipInput {
  sheet: HeroSheet;
  relationshipId: string;
  /** The relationship task's grade. */
  grade: TaskGrade;
  successChoice?: GeneralSuccessChoice;
  failureChoice?: GeneralFailureChoice;
  /** The chosen success result (types with a choose-one list). */
  successOption?: string;
  /** The other party's alignment (decides several results) and whether a PC plays them. */
  other: { alignment: Alignment; isPc: boolean };
  /**
   * SHSA-R6: the contest some results call for, rolled by the caller with `rollTask`: the
   * mentor's Virtue vs the hero's Ego (mentor option), the hero's WP vs the Mastermind's or
   * tempter's WP (their failures), the minion's Virtue vs Ego (L33).
   */
  contest?: TaskRoll;
}

export type RelationshipErrorCode = "unknown-relationship" | "choice-needed" | "option-not-allowed" | "contest-needed" | "sheet-refused";

export type RelationshipResult =
  | {
      ok: true;
      rulesVersion: ShsaRulesVersion;
      sheet: HeroSheet;
      changes: SheetChange[];
      entries: LedgerEntry[];
      effects: RelationshipEffect[];
      alignmentRerolls: Array<{ who: "hero" | "other"; reroll: AlignmentReroll }>;
      /** True when this task ended the relationship. */
      isEnded: boolean;
      /** The alignment re-rolls' dice, in throw order (the contest is the caller's roll). */
      thrown: ThrownDie[];
    }
  | { ok: false; error: { code: RelationshipErrorCode; message: string } };

function refuse(code: RelationshipErrorCode, message: string): RelationshipResult {
  return { ok: false, error: { code, message } };
}

const REASON = "relationship-task" as const;

/**
 * Resolves a relationship task. Errors: `unknown-relationship` (no such active relationship),
 * `choice-needed` (the general rule's choice or a type's success option is missing),
 * `option-not-allowed` (an option of another type, or one whose condition fails, e.g. a Hero-only
 * mentor option with a Villain mentor), `contest-needed` (a result needs the contest roll),
 * `sheet-refused` (the sheet refused a change; never expected).
 */
export function resolveRelationshipTask(source: Dice, input: ResolveRelationshipInput, settings: AlignmentSettings): RelationshipResult {
  const relationship = input.sheet.relationships.find((r) => r.id === input.relationshipId && r.isActive);
  if (!relationship) return refuse("unknown-relationship", `No active relationship ${input.relationshipId}.`);
  const before = relationship.value;
  const type = relationship.type;
  const succeeded = isSuccess(input.grade);
  const changes: SheetChange[] = [];
  const effects: RelationshipEffect[] = [];
  const rerolls: Array<{ who: "hero" | "other"; keep: "better" | "worse" }> = [];
  let isEnded = false;
  const id = relationship.id;
  const effect = (code: string, line: string, text: string) => effects.push({ code, line, text });
  const otherRerollsIfNotHero = () => {
    if (input.other.alignment !== "hero") rerolls.push({ who: "other", keep: "better" });
  };
  const anima = input.sheet.relationships.find((r) => r.type === "anima-animus" && r.isActive);

  // L25: the general rule, for every type.
  if (succeeded) {
    if (!input.successChoice) return refuse("choice-needed", "Choose −1 Ego or +1 to the relationship (L25).");
    changes.push({ kind: "points", points: "vp", delta: 1, reason: REASON });
    changes.push(
      input.successChoice === "lower-ego"
        ? { kind: "score", score: "ego", delta: -1, reason: REASON }
        : { kind: "relationship-value", relationshipId: id, delta: 1, reason: REASON },
    );
  } else {
    if (!input.failureChoice) return refuse("choice-needed", "Choose +1 Ego or −2 to the relationship (L25).");
    changes.push(
      input.failureChoice === "raise-ego"
        ? { kind: "score", score: "ego", delta: 1, reason: REASON }
        : { kind: "relationship-value", relationshipId: id, delta: -2, reason: REASON },
    );
  }

  const wasLow = before <= RELATIONSHIP_ENDS_AT;
  if (succeeded) {
    const options: readonly { id: string }[] = SUCCESS_OPTIONS[type];
    if (options.length > 0) {
      if (!input.successOption) return refuse("choice-needed", "Choose one of the type's success results.");
      if (!options.some((o) => o.id === input.successOption)) return refuse("option-not-allowed", `"${input.successOption}" is not a success result of this type.`);
    } else if (input.successOption) return refuse("option-not-allowed", "This type has no results to choose: all that apply happen.");
    const option = input.successOption;
    switch (type) {
      case "follower-minion":
        if (option === "other-virtue" || option === "other-ego") otherRerollsIfNotHero();
        if (option === "virtue-vs-ego") {
          if (!input.contest) return refuse("contest-needed", "Roll the minion's Virtue vs its Ego (L33).");
          if (isMajor(input.contest.grade)) effect("light-evolution", "L33", "The minion undergoes a Light Personality Evolution.");
        }
        effect("npc-joins-hero", "L34", "A randomly encountered NPC Minion or Follower joins the hero's side this step.");
        break;
      case "companion":
        if (option === "both-wp" && !input.other.isPc) return refuse("option-not-allowed", "+1 temporary WP is for a PC Companion (L45).");
        if (option === "both-ego") {
          changes.push({ kind: "score", score: "ego", delta: -1, reason: REASON });
          if (input.sheet.alignment !== "hero") rerolls.push({ who: "hero", keep: "better" });
          otherRerollsIfNotHero();
        }
        effect("npc-joins-hero", "L46", "A randomly encountered NPC Companion joins the hero's side this step.");
        break;
      case "rival":
        if (option === "both-ego") {
          changes.push({ kind: "score", score: "ego", delta: -1, reason: REASON });
          if (input.sheet.alignment !== "hero") rerolls.push({ who: "hero", keep: "better" });
          otherRerollsIfNotHero();
        }
        effect("npc-joins-hero", "L59", "A randomly encountered NPC Rival joins the hero's side this step, without bickering.");
        break;
      case "anima-animus":
        if (option === "both-virtue") {
          changes.push({ kind: "score", score: "virtue", delta: 1, reason: REASON });
          if (input.sheet.alignment !== "hero") rerolls.push({ who: "hero", keep: "better" });
          otherRerollsIfNotHero();
        }
        effect("npc-joins-hero", "L72", "A randomly encountered NPC Anima/Animus joins the hero's side this step.");
        break;
      case "mentor-guide":
        if (option === "hero-mentor-virtue-vs-ego") {
          if (input.other.alignment !== "hero") return refuse("option-not-allowed", "Only a Hero mentor rolls Virtue vs Ego (L80).");
          if (!input.contest) return refuse("contest-needed", "Roll the mentor's Virtue vs the hero's Ego (L80).");
          if (input.contest.isSuccess) changes.push({ kind: "score", score: "ego", delta: isMajor(input.contest.grade) ? -2 : -1, reason: REASON });
          rerolls.push({ who: "hero", keep: "better" });
        }
        if (option === "other-virtue") {
          if (input.other.alignment === "hero") return refuse("option-not-allowed", "Only a Villain or Neutral mentor takes +1 Virtue (L83).");
          rerolls.push({ who: "other", keep: "better" });
        }
        effect("npc-joins-hero", "L84", "A randomly encountered NPC Mentor/Guide joins the hero's side this step.");
        break;
      case "mastermind":
        effect("npc-opposes-hero", "L92", "A randomly encountered Mastermind/Black Queen opposes the hero.");
        break;
      case "tempter":
        // L101: all that apply.
        effect(
          input.other.alignment === "villain" ? "tempter-opposes-but-spares" : "tempter-joins-hero",
          "L101",
          input.other.alignment === "villain"
            ? "A Villain tempter met in an encounter opposes the hero but will not attack the hero, and flees if the hero is the last one left."
            : "A tempter who is not a Villain, met in an encounter, joins the hero's side.",
        );
        if (anima) changes.push({ kind: "relationship-value", relationshipId: anima.id, delta: 1, reason: REASON, note: "tempter success (L101)" });
        if (before >= TEMPTER_TURNS_AT) isEnded = true;
        otherRerollsIfNotHero();
        effect("other-virtue", "L101", "The tempter's Virtue +1.");
        break;
    }
    if (option === "other-virtue") effect("other-virtue", successLine(type, option), "The other party's Virtue +1.");
    if (option === "other-ego") effect("other-ego", "L32", "The minion's Ego −1.");
    if (option === "both-ego") effect("other-ego", successLine(type, option), "The other party's Ego −1.");
    if (option === "both-virtue") effect("other-virtue", "L69", "The other party's Virtue +1.");
    if (option && !["other-virtue", "other-ego", "both-ego", "both-virtue"].includes(option)) {
      const chosen = (SUCCESS_OPTIONS[type] as readonly { id: string; line: string; text: string }[]).find((o) => o.id === option)!;
      effect(option, chosen.line, chosen.text);
    }
  } else {
    switch (type) {
      case "follower-minion":
        effect("other-ego", "L36", "The minion's Ego +1.");
        if (input.other.alignment !== "villain") rerolls.push({ who: "other", keep: "worse" });
        effect("npc-minion-joins-other-side", "L37", "A randomly encountered NPC Minion joins the other side this step.");
        effect("npc-follower-flees", "L38", "A randomly encountered NPC Follower flees, helping neither side.");
        if (input.other.isPc) effect("pc-follower-wp", "L39", "The PC Follower has −1 temporary WP the next time they work with the hero in a WP step.");
        if (wasLow) isEnded = true;
        break;
      case "companion":
        effect("both-wp", "L50–L51", "Both start the next WP step together with −1 temporary WP.");
        if (input.other.alignment === "villain") rerolls.push({ who: "hero", keep: "worse" });
        else if (wasLow) isEnded = true;
        break;
      case "rival":
        effect("bickering", "L63–L64", "Next time the Rival is on the hero's side, their bickering hinders success.");
        effect(
          wasLow ? "npc-rival-joins-other-side" : "npc-rival-joins-hero",
          "L65–L66",
          wasLow ? "A randomly encountered Rival NPC joins the other side." : "A randomly encountered Rival NPC joins the hero's side.",
        );
        break;
      case "anima-animus":
        if (wasLow) {
          isEnded = true;
          effect("all-tasks-minus-1", "L75–L76", "The hero is at −1 to all tasks until completing an episode or gaining a new Anima/Animus.");
        }
        break;
      case "mentor-guide":
        if (input.other.alignment === "villain") rerolls.push({ who: "hero", keep: "worse" });
        else if (wasLow) isEnded = true;
        break;
      case "mastermind": {
        if (!input.contest) return refuse("contest-needed", "Roll the hero's WP vs the Mastermind's WP (L94).");
        const penalty = MASTERMIND_PENALTY[input.contest.grade];
        effect(penalty.code, "L94–L95", penalty.text);
        changes.push({ kind: "relationship-value", relationshipId: id, delta: -1, reason: REASON, note: "Mastermind failure (L95)" });
        effect("npc-opposes-hero", "L96", "A randomly encountered Mastermind/Black Queen opposes the hero.");
        rerolls.push({ who: "hero", keep: "worse" });
        break;
      }
      case "tempter": {
        if (!input.other.isPc) {
          if (!input.contest) return refuse("contest-needed", "Roll the hero's WP vs the tempter's WP (L102).");
          effect(
            input.contest.isSuccess ? "cannot-attack-tempter" : "cannot-act-vs-scheme",
            "L102",
            input.contest.isSuccess
              ? "The hero may act against the tempter's next scheme but not attack the tempter, and gives up if the tempter is the only opponent."
              : "The hero cannot act against the tempter's next scheme (this one included).",
          );
        }
        effect("npc-tempter-opposes", "L102", "A randomly encountered Tempter/Temptress opposes the hero's side.");
        effect("auto-capture", "L102", "If an NPC tempter puts the hero out of action, or the hero is the last on their side, the hero is captured without other defeat rolls.");
        if (anima) changes.push({ kind: "relationship-value", relationshipId: anima.id, delta: -1, reason: REASON, note: "tempter failure (L102)" });
        effect("other-ego", "L102", "The tempter's Ego +1.");
        break;
      }
    }
  }

  // Alignment re-rolls are thrown in the order the results list them; the hero's lands on the sheet.
  const alignmentRerolls: Array<{ who: "hero" | "other"; reroll: AlignmentReroll }> = [];
  for (const r of rerolls) {
    const current = r.who === "hero" ? currentHeroAlignment(input.sheet.alignment, alignmentRerolls) : input.other.alignment;
    const reroll = rerollAlignment(source, current, r.keep, settings);
    alignmentRerolls.push({ who: r.who, reroll });
    if (r.who === "hero" && reroll.isChanged) changes.push({ kind: "set-alignment", alignment: reroll.after, reason: "alignment-roll", note: `relationship task (${type})` });
  }
  if (isEnded) changes.push({ kind: "end-relationship", relationshipId: id, reason: REASON });

  const applied = applySheetChanges(input.sheet, changes);
  if (!applied.ok) return refuse("sheet-refused", applied.error.message);
  return {
    ok: true,
    rulesVersion: SHSA_RULES_VERSION,
    sheet: applied.sheet,
    changes,
    entries: applied.entries,
    effects,
    alignmentRerolls,
    isEnded,
    thrown: alignmentRerolls.flatMap((r) => r.reroll.roll.thrown),
  };
}

function currentHeroAlignment(start: Alignment, done: Array<{ who: "hero" | "other"; reroll: AlignmentReroll }>): Alignment {
  const last = done.filter((d) => d.who === "hero").at(-1);
  return last ? last.reroll.after : start;
}

function successLine(type: RelationshipType, option: string): string {
  return (SUCCESS_OPTIONS[type] as readonly { id: string; line: string }[]).find((o) => o.id === option)?.line ?? "L25";
}

/** L94–L95, the hero's WP vs the Mastermind's: read "major defeat" as major success (SHSA-R6). */
export const MASTERMIND_PENALTY: Record<TaskGrade, { code: string; valPenalty: number | null; text: string }> = {
  "major-failure": { code: "cannot-act-vs-scheme", valPenalty: null, text: "The hero cannot act against the Mastermind's next scheme (this one included)." },
  "minor-failure": { code: "val-penalty", valPenalty: -2, text: "The hero acts against the next scheme at −2 Val to all actions." },
  "minor-success": { code: "val-penalty", valPenalty: -1, text: "The hero acts against the next scheme at −1 Val to all actions." },
  "major-success": { code: "no-penalty", valPenalty: 0, text: "No penalty against the next scheme." },
};
