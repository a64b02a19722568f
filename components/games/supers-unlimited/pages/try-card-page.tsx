import Link from "next/link";
import { SU_DEFAULT_SETTINGS } from "@/lib/games/supers-unlimited";
import { blankCard } from "@/lib/rules/supers-unlimited";
import { CardBuilder } from "../client";

/** The id the sandbox card is checked under; nothing is saved. */
const TRY_CARD_ID = "try-card";

/** A public sandbox: build a Supers Unlimited card with live rules checks, under a new league's settings. No account, nothing saved. */
export async function SuTryCardPage() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Try a Supers Unlimited card</h1>
        <p className="max-w-2xl text-stone-700">
          Build a card, blank or from the book&apos;s sample Ace, and watch every rule checked as you type, with a new league&apos;s settings (a medium game of 25 Levels). Nothing
          is saved —{" "}
          <Link href="/sign-up" className="font-semibold text-brand-700 underline">
            create an account
          </Link>{" "}
          to keep cards in a team.
        </p>
      </div>
      <CardBuilder initial={blankCard(TRY_CARD_ID, "")} cardId={TRY_CARD_ID} settings={SU_DEFAULT_SETTINGS} roster={[]} canStartFromSample hidden={{}} submitLabel="" />
    </div>
  );
}
