import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInviteForm } from "@/components/campaigns/accept-invite-form";
import { ROLE_LABELS } from "@/lib/schemas/campaign-role";
import { signInPath } from "@/lib/safe-redirect";
import { currentUser } from "@/lib/server/auth/current-user";
import { loadInvite } from "./_data/load-invite";

export const metadata: Metadata = { title: "Campaign invite", referrer: "no-referrer" };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const user = await currentUser();
  const found = await loadInvite(token, user?.id);
  if (!found.ok) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4">
        <h1 className="text-3xl font-black">This invite cannot be used</h1>
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900">{found.message}</p>
      </div>
    );
  }
  const { invite } = found;
  const returnTo = `/invite/${token}`;
  const role = ROLE_LABELS[invite.role].toLowerCase();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5">
      <h1 className="text-3xl font-black">You are invited to {invite.campaignName}</h1>
      <p className="text-stone-700">You would join this campaign as a {role}.</p>
      {user ? (
        <AcceptInviteForm token={token} label={`Join ${invite.campaignName} as ${role}`} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Link href={signInPath(returnTo)} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
            Sign in to join
          </Link>
          <Link href={`/sign-up?callbackUrl=${encodeURIComponent(returnTo)}`} className="rounded-md border border-stone-400 px-4 py-2.5 font-semibold hover:bg-stone-100">
            Create an account
          </Link>
        </div>
      )}
    </div>
  );
}
