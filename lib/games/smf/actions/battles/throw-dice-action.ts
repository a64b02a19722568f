"use server";
import { throwDiceFromForm, throwDiceSchema } from "@/lib/games/smf/schemas/battles";
import { throwDice } from "@/lib/games/smf/server/battles/throw-dice";
import { issueMessages } from "@/lib/actions/safe-action";
import { battleAction } from "@/lib/games/smf/actions/action-builders";
import { showBattle } from "./battle-action-helpers";
import { tapAnswer } from "@/lib/games/smf/server/battles/tap-answer";
import type { TapAnswer } from "@/lib/games/smf/views/tap-answer";

/**
 * One throw for the roll the page showed: the app's dice ("roll for me", or every roll up to the
 * next decision) or the faces typed in. Typed faces that cannot be refused with the die named;
 * nothing is saved then. A page that fell behind the battle is sent to where it stands now.
 */
export const throwDiceAction = battleAction("battle:play", "throwDice")
  .input(throwDiceSchema, {
    fromForm: throwDiceFromForm,
    invalid: (error) => {
      const message = issueMessages(error);
      return { ok: false, message, fieldErrors: { faces: [message] } };
    },
  })
  .run<TapAnswer>(async ({ access, battle, input: { battleId: _battleId, shown, ...input } }) => {
    const result = await throwDice(access, battle.id, input);
    if (!result.ok) {
      if (result.code === "bad-faces") return { ok: false, message: result.message, fieldErrors: { faces: [result.message] } };
      // The campaign's table policy refused it: say so on the page that asked, nothing moved on.
      if (result.code === "app-dice-only" || result.code === "not-your-team") return { ok: false, message: result.message };
    }
    // A retried request, or a page that fell behind: the whole page, where the battle stands now.
    if (!result.ok || result.alreadyRolled || !shown) showBattle(battle.campaignId, battle.id, result.ok ? undefined : "moved-on");
    const answer = await tapAnswer(access, battle.id, shown);
    if (!answer) showBattle(battle.campaignId, battle.id);
    // Past what a roll card shows (a decision, the report, the end), this answer does not draw the
    // page again: a redraw is the whole route, layouts and roll log included (30–40 kB against the
    // 10 kB an answer may weigh). The battle page calls this through its own action, which adds
    // only the parts that changed (components/games/smf/pages/battle-throw-action.tsx); any other
    // caller gets `redraw` and asks for the page itself.
    return { ok: true, data: answer };
  });
