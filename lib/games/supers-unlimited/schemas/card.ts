import { z } from "zod";
import { idField } from "@/lib/schemas/campaign";

export const CARD_NOT_READABLE_MESSAGE = "The card could not be read. Reload the page and try again.";

/** Far above any card the builder makes (CARD_LIMITS), so only a hand-made request meets it. */
const MAX_CARD_JSON = 40_000;

/**
 * The hidden `card` field: JSON text, read but not checked here. Its shape and rules are the
 * service's (parseCard, then the league's validateEntry), which answer every problem on its own
 * field; a text that is not JSON at all means a stale page or a hand-made request.
 */
const cardField = z
  .string({ error: CARD_NOT_READABLE_MESSAGE })
  .max(MAX_CARD_JSON, { error: CARD_NOT_READABLE_MESSAGE })
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: CARD_NOT_READABLE_MESSAGE });
      return z.NEVER;
    }
  });

export const addCardSchema = z.object({ teamId: idField, card: cardField });
export const updateCardSchema = z.object({ teamId: idField, characterId: idField, card: cardField });
/** The roster buttons: which card of which team. */
export const cardRefSchema = z.object({ teamId: idField, characterId: idField });
/** The owner's pick among a tie for Team Leader (SU L384, Ruling SU-R35). */
export const chooseLeaderSchema = z.object({ teamId: idField, leaderId: idField });
