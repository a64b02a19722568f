"use client";
import Link from "next/link";
import { useSignedInUser } from "@/components/shell/header-account-island";

/**
 * The home page's first step, by who is looking: the page is prerendered, so this asks (with the
 * header, one question) once it runs. Until then its row keeps its height.
 */
export function HomeActions() {
  const known = useSignedInUser();
  if (!known) return <div className="min-h-11" aria-busy="true" />;
  return (
    <div className="flex min-h-11 flex-wrap gap-3">
      {known.user ? (
        <Link href="/campaigns" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          Go to my campaigns
        </Link>
      ) : (
        <>
          <Link href="/sign-up" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
            Create an account
          </Link>
          <Link href="/sign-in" className="rounded-md border border-stone-400 px-4 py-2.5 font-semibold hover:bg-stone-100">
            Sign in
          </Link>
        </>
      )}
    </div>
  );
}
