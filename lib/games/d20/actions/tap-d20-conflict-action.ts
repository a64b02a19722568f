"use server";
import { revalidatePath } from "next/cache";
import type { z } from "zod";
import { refuseIssues } from "@/lib/actions/safe-action";
import { campaignAction } from "@/lib/games/d20/actions/action-builders";
import { tapD20ConflictSchema } from "@/lib/games/d20/schemas/forms";
import { DEFAULT_RANKS } from "@/lib/games/d20/hero-sheet";
import { tapConflict, type ConflictTap } from "@/lib/games/d20/server/conflicts/conflicts";

/** One tap of the conflict tracker (a check, a turn's end, a condition, Recover, delay, ready, a late joiner, undo, the end): the game master. */
export const tapD20ConflictAction = campaignAction("d20:run-conflict", "tapD20Conflict")
  .input(tapD20ConflictSchema, { invalid: refuseIssues })
  .run<{ summary: string | null; repeated: boolean }>(async ({ access, input }) => {
    const result = await tapConflict(access, input.sessionId, input.conflictId, input.requestKey, tapOf(input));
    if (!result.ok) return { ok: false, message: result.message };
    revalidatePath(`/campaigns/${access.campaignId}/sessions/${input.sessionId}`);
    return { ok: true, data: { summary: result.summary, repeated: result.repeated } };
  });

type TapInput = z.output<typeof tapD20ConflictSchema>;

function tapOf(input: TapInput): ConflictTap {
  const combatantId = input.combatantId ?? "";
  const roll = { source: input.source ?? "app", ...(input.faces ? { faces: input.faces } : {}) } as const;
  switch (input.tap) {
    case "resistance":
      return { kind: "resistance", combatantId, rank: input.rank ?? 0, heroPoint: input.heroPoint, ...roll };
    case "ongoing-check":
      return { kind: "ongoing-check", combatantId, key: input.key ?? "", ...roll };
    case "recover":
      return { kind: "recover", combatantId };
    case "add-condition":
      return {
        kind: "add-condition",
        combatantId,
        condition: input.condition ?? "",
        lasts: input.lasts ?? "until-recovered",
        ...(input.dc ? { dc: input.dc } : {}),
        ...(input.resistance ? { resistance: input.resistance } : {}),
      };
    case "remove-condition":
      return { kind: "remove-condition", combatantId, key: input.key ?? "" };
    case "act-now":
    case "readied-action":
      return { kind: input.tap, combatantId };
    case "ready":
      return { kind: "ready", trigger: input.trigger ?? "", ...(input.combatantId ? { combatantId: input.combatantId } : {}) };
    case "delay":
      return { kind: "delay", ...(input.combatantId ? { combatantId: input.combatantId } : {}) };
    case "join": {
      if (input.joinHero) return { kind: "join", heroTeamId: input.joinHero, ...roll };
      const toughness = input.joinToughness ?? DEFAULT_RANKS.toughness;
      const ranks = {
        ...DEFAULT_RANKS,
        initiative: input.joinInitiative ?? DEFAULT_RANKS.initiative,
        dodge: input.joinDodge ?? DEFAULT_RANKS.dodge,
        agility: input.joinAgility ?? DEFAULT_RANKS.agility,
        awareness: input.joinAwareness ?? DEFAULT_RANKS.awareness,
        toughness,
        // A foe's other saves follow its Toughness, as the start form's do.
        fortitude: toughness,
        will: toughness,
      };
      return { kind: "join", foe: { name: input.joinName ?? "", kind: input.joinKind ?? "villain", ranks }, ...roll };
    }
    case "end-turn":
    case "undo":
    case "end":
      return { kind: input.tap };
  }
}
