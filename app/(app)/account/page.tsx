import type { Metadata } from "next";
import { requireUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "My account" };

export default async function AccountPage() {
  const user = await requireUser("/account");
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-black">My account</h1>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">Name</dt>
        <dd>{user.name ?? "—"}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{user.email}</dd>
      </dl>
    </div>
  );
}
