import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot your password?" };

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <div>
        <h1 className="text-3xl font-black">Forgot your password?</h1>
        <p className="mt-2 text-stone-700">
          We email you a link to choose a new one. Setting it signs you out everywhere.{" "}
          <Link href="/sign-in" className="font-semibold text-brand-700 underline">
            Back to sign in
          </Link>
          .
        </p>
      </div>
      <ForgotPasswordForm />
    </div>
  );
}
