import type { Metadata } from "next";

export const metadata: Metadata = { title: "Confirm your email" };

export default function ConfirmEmailPage() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-black">Confirm your email</h1>
      <p className="mt-3 text-stone-700">
        We sent a link to the address you gave. Open it to confirm that the address is yours and to sign in; your password works from then on. The link works once and expires in 24
        hours. If this Longbox has no mail server configured, the organiser finds the link in the server log and in <code>magic-links.log</code> in its data folder.
      </p>
    </div>
  );
}
