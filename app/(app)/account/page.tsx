import type { Metadata } from "next";
import { AccountDataSection } from "@/components/account/account-data-section";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SecurityLog } from "@/components/auth/security-log";
import { signOutEverywhereAction } from "@/lib/actions/sign-out-everywhere-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadAccountPage } from "./_data/load-account-page";

export const metadata: Metadata = { title: "My account" };

export default async function AccountPage() {
  const user = await requireUser("/account");
  const { hasPassword, openSessions, events, deletionPlan } = await loadAccountPage(user.id);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-black">My account</h1>
        <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">Name</dt>
          <dd>{user.name ?? "—"}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">{user.email}</dd>
        </dl>
      </div>
      <section aria-labelledby="password-heading" className="flex flex-col gap-3">
        <h2 id="password-heading" className="text-xl font-bold">
          {hasPassword ? "Change your password" : "Set a password"}
        </h2>
        <p className="max-w-prose text-stone-700">Every other browser signed in to this account is signed out; this one stays signed in.</p>
        <ChangePasswordForm hasPassword={hasPassword} />
      </section>
      <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
        <h2 id="sessions-heading" className="text-xl font-bold">
          Sessions
        </h2>
        <p className="max-w-prose text-stone-700">
          Signed in on {openSessions} {openSessions === 1 ? "browser" : "browsers"}, this one included. Lost a device, or signed in somewhere you should not have? End them all.
        </p>
        <form action={signOutEverywhereAction}>
          <button type="submit" className="rounded-md border border-red-700 px-4 py-2.5 font-semibold text-red-800 hover:bg-red-50">
            Sign out everywhere
          </button>
        </form>
      </section>
      <section aria-labelledby="security-log-heading" className="flex flex-col gap-3">
        <h2 id="security-log-heading" className="text-xl font-bold">
          Recent security events
        </h2>
        <p className="max-w-prose text-stone-700">
          Sign-ins, failed attempts, password changes and ended sessions on this account. Something you did not do? Change your password and sign out everywhere.
        </p>
        <SecurityLog events={events} />
      </section>
      <AccountDataSection plan={deletionPlan} hasPassword={hasPassword} />
    </div>
  );
}
