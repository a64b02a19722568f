import type { Metadata } from "next";

export const metadata: Metadata = { title: "Check your email" };

export default function CheckEmailPage() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-black">Check your email</h1>
      <p className="mt-3 text-stone-700">
        We sent you a sign-in link. It works once and expires in 24 hours. If this Longbox has no mail server configured, the organiser finds the link in the server log and in{" "}
        <code>magic-links.log</code> in its data folder.
      </p>
    </div>
  );
}
