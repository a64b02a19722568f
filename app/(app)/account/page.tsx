import type { Metadata } from "next";
import { AccountDataSection } from "@/components/account/account-data-section";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadAccountPage } from "./_data/load-account-page";

export const metadata: Metadata = { title: "My account" };

export default async function AccountPage() {
  const user = await requireUser("/account");
  const { hasPassword, plan } = await loadAccountPage(user.id);
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
      <AccountDataSection plan={plan} hasPassword={hasPassword} />
    </div>
  );
}
