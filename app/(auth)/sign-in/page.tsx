import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { MagicLinkForm } from "@/components/auth/magic-link-form";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { currentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Sign in" };

// Auth.js sends people back here with ?error=… when a magic link is used twice, has expired or was replaced.
const LINK_ERRORS: Record<string, string> = {
  Verification: "That sign-in link has expired, was already used, or a newer one was sent. Ask for a new one.",
  AccessDenied: "That sign-in was refused.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeReturnTo(params.callbackUrl, SIGNED_IN_HOME);
  if (await currentUser()) redirect(callbackUrl);
  const linkError = typeof params.error === "string" ? (LINK_ERRORS[params.error] ?? null) : null;
  const isPasswordReset = params.reset === "1";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-8">
      <div>
        <h1 className="text-3xl font-black">Sign in</h1>
        <p className="mt-2 text-stone-700">
          New here?{" "}
          <Link href={`/sign-up?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
          .
        </p>
      </div>
      {isPasswordReset ? (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Your new password is set, and every session was signed out. Sign in with it.
        </p>
      ) : null}
      {linkError ? <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">{linkError}</p> : null}
      <section aria-labelledby="password-heading" className="flex flex-col gap-4">
        <h2 id="password-heading" className="sr-only">
          With your password
        </h2>
        <SignInForm callbackUrl={callbackUrl} />
        <Link href="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
          Forgot your password?
        </Link>
      </section>
      <section aria-labelledby="link-heading" className="flex flex-col gap-3 border-t border-stone-300 pt-6">
        <h2 id="link-heading" className="text-lg font-bold">
          Or sign in with an email link
        </h2>
        <MagicLinkForm callbackUrl={callbackUrl} />
      </section>
    </div>
  );
}
