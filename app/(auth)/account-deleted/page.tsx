import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Account deleted" };

export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-black">Your account is deleted</h1>
      <p className="mt-3 text-stone-700">
        Your sign-in, your memberships and the campaigns only you were in are gone. Your groups keep the teams and the history you shared with them, under the name they knew you
        by.
      </p>
      <p className="mt-3">
        <Link href="/" className="font-semibold text-brand-800 underline">
          Back to the start page
        </Link>
      </p>
    </div>
  );
}
