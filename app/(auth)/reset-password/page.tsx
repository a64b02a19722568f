import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { isResetTokenUsable, RESET_LINK_REFUSED_MESSAGE } from "@/lib/server/accounts/password-reset";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  // Opening the page uses nothing up (mail scanners open links); only submitting the form does.
  const usable = typeof token === "string" && token.length <= 200 && (await isResetTokenUsable(token));
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <h1 className="text-3xl font-black">Choose a new password</h1>
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {RESET_LINK_REFUSED_MESSAGE}{" "}
          <Link href="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
          .
        </p>
      )}
    </div>
  );
}
