import Link from "next/link";

/** One answer for "does not exist" and "not yours to see", so a 404 never reveals which. */
export function NotFoundMessage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-3xl font-black">Page not found</h1>
      <p className="text-stone-700">This page does not exist, or you do not have access to it. If it is a campaign, ask its organiser for an invite link.</p>
      <Link href="/campaigns" className="font-semibold text-brand-700 underline">
        Go to my campaigns
      </Link>
    </div>
  );
}
