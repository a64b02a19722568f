import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { loadResetPassword, RESET_LINK_REFUSED_MESSAGE } from "./_data/load-reset-password";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const usable = await loadResetPassword(token);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <h1 className="text-3xl font-black">Choose a new password</h1>
      {usable ? (
        <ResetPasswordForm token={usable} />
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
