import type { DeletionPlan } from "@/lib/views/deletion-plan";
import { DeleteAccountForm } from "./delete-account-form";

const campaignList = (campaigns: DeletionPlan["campaignsDeleted"]) => campaigns.map((c) => `“${c.name}”`).join(", ");

/** "Your data": the download, and deleting the account with what it takes along said first. */
export function AccountDataSection({ plan, hasPassword }: { plan: DeletionPlan; hasPassword: boolean }) {
  return (
    <>
      <section aria-labelledby="your-data" className="flex flex-col gap-2">
        <h2 id="your-data" className="text-xl font-bold">
          Your data
        </h2>
        <p className="text-stone-700">Everything Longbox holds about you — account, memberships, teams, and the lines and rolls you made — as one JSON file.</p>
        <p>
          <a href="/account/data" download className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            Download my data
          </a>
        </p>
      </section>
      <section aria-labelledby="delete-account" className="flex flex-col gap-2">
        <h2 id="delete-account" className="text-xl font-bold">
          Delete your account
        </h2>
        {plan.campaignsBlocking.length > 0 ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            You are the only organiser of {campaignList(plan.campaignsBlocking)}. Make another member organiser there first.
          </p>
        ) : null}
        <p className="text-stone-700">
          This cannot be undone. Your groups keep the teams and history you shared, under your name.
          {plan.campaignsDeleted.length > 0 ? ` Deleted with it, because only you are in them: ${campaignList(plan.campaignsDeleted)}.` : ""}
        </p>
        <DeleteAccountForm hasPassword={hasPassword} />
      </section>
    </>
  );
}
