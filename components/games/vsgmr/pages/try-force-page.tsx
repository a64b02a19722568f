import Link from "next/link";
import { scaleNote } from "@/components/games/vsgmr/force-sheet/force-sheet";
import { TryForceBuilder } from "@/components/games/vsgmr/client";
import { VSGMR_DEFAULT_SETTINGS, vsgmrRulesSettings } from "@/lib/games/vsgmr/campaign-settings";

/** A public sandbox: build a VSGMR force, priced and checked live, under a new series' settings. No account, nothing saved. */
export async function VsgmrTryForcePage() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Try a VSGMR force</h1>
        <p className="max-w-2xl text-stone-700">
          Start from one of the book&apos;s sample armies or add figures one by one, and watch the points total, the problems and the warnings as you edit, against a budget you set
          (a new series uses {VSGMR_DEFAULT_SETTINGS.pointBudget} points). Nothing is saved —{" "}
          <Link href="/sign-in" className="font-semibold text-brand-700 underline">
            sign in
          </Link>{" "}
          or{" "}
          <Link href="/sign-up" className="font-semibold text-brand-700 underline">
            create an account
          </Link>{" "}
          to keep forces in a series.
        </p>
      </div>
      <TryForceBuilder
        initialForce={{ name: "My force", figures: [] }}
        settings={vsgmrRulesSettings(VSGMR_DEFAULT_SETTINGS)}
        defaultBudget={VSGMR_DEFAULT_SETTINGS.pointBudget}
        scaleNote={scaleNote(VSGMR_DEFAULT_SETTINGS)}
      />
    </div>
  );
}
