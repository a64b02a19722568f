import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { choosePostBattleAction } from "@/lib/games/smf/actions/battles/choose-post-battle-action";
import { CURSE_LIFT_SP_COST, GUEST_STAR_SP } from "@/lib/rules/smf";
import { MAX_GUEST_STARS } from "@/lib/games/smf/schemas/battles";
import type { LoadedBattle } from "@/lib/games/smf/battles/loaded-battle";
import { BattleForm } from "@/components/battles/battle-form";

const countOptions = (max: number, none: string, some: (n: number) => string) => Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? none : some(n) }));

/**
 * Phase 3: each team may book guest stars for its next game and lift curses with story points.
 * Spends run in order and a spend the balance cannot pay is refused by the rules (an event says so).
 */
export function GuestStarsForm({ loaded }: { loaded: LoadedBattle }) {
  const playing = new Set(loaded.data.teams.map((t) => t.teamId));
  const teams = (loaded.data.postBattleState?.teams ?? []).filter((t) => playing.has(t.teamId));
  const saved = loaded.data.progress.choices.spends ?? [];
  return (
    <BattleForm
      action={choosePostBattleAction}
      hidden={{ battleId: loaded.row.id, step: "special-guest-stars", mode: "choose" }}
      teamNames={Object.fromEntries(teams.map((t) => [t.teamId, t.name]))}
    >
      {teams.map((team) => {
        const balance = team.storyPoints.balance;
        const cursed = team.characters.filter((c) => c.state.status === "active" && c.state.curses > 0);
        const savedStars = saved.filter((s) => s.kind === "guest-star" && s.teamId === team.teamId).length;
        return (
          <fieldset key={team.teamId} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
            <legend className="px-1 text-lg font-bold">{team.name}</legend>
            <input type="hidden" name="spendTeamId" value={team.teamId} />
            <p className="text-sm text-stone-700">
              Balance {balance} SP{team.guestStarsPending > 0 ? ` · ${team.guestStarsPending} guest ${team.guestStarsPending === 1 ? "star" : "stars"} already booked` : ""}.
            </p>
            <SelectField
              name={`guestStars:${team.teamId}`}
              label={`Buy guest stars for the next game (${GUEST_STAR_SP} SP each)`}
              options={countOptions(Math.min(MAX_GUEST_STARS, Math.max(savedStars, Math.floor(balance / GUEST_STAR_SP))), "None", (n) => `${n} (${n * GUEST_STAR_SP} SP)`)}
              defaultValue={String(savedStars)}
            />
            {cursed.map((c) => (
              <SelectField
                key={c.id}
                name={`curseLifts:${team.teamId}:${c.id}`}
                idSuffix={c.id}
                label={`Lift curses on ${c.name} (${CURSE_LIFT_SP_COST} SP each)`}
                options={countOptions(c.state.curses, "Keep them", (n) => `Lift ${n}`)}
                defaultValue={String(saved.filter((s) => s.kind === "curse-lift" && s.characterId === c.id).length)}
              />
            ))}
          </fieldset>
        );
      })}
      <SubmitButton pendingLabel="Saving…">Continue</SubmitButton>
    </BattleForm>
  );
}
