import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { safeReturnTo, SIGNED_IN_HOME } from "@/lib/safe-redirect";
import { currentUser } from "@/lib/server/auth/current-user";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeReturnTo(params.callbackUrl, SIGNED_IN_HOME);
  if (await currentUser()) redirect(callbackUrl);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <div>
        <h1 className="text-3xl font-black">Create an account</h1>
        <p className="mt-2 text-stone-700">
          Already have one?{" "}
          <Link href={`/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
          .
        </p>
      </div>
      <SignUpForm callbackUrl={callbackUrl} />
    </div>
  );
}
