import Link from "next/link";
import { signOutAction } from "@/lib/actions/sign-out-action";

/** The signed-in member as the header shows them. */
export interface HeaderUser {
  name: string | null;
  email: string | null;
}

/**
 * The site's banner. It reads no session itself: its right-hand part (`account`) is given by the
 * frame that draws it (components/shell/page-frame.tsx), so a page that needs no data can be
 * prerendered with the header on it.
 */
export function SiteHeader({ account }: { account: React.ReactNode }) {
  return (
    <header className="border-b border-brand-800 bg-brand-700 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-xl font-black tracking-tight">
          Longbox
        </Link>
        <nav aria-label="Main" className="flex-1">
          <ul className="flex flex-wrap gap-4 text-sm font-medium">
            <li>
              <Link href="/campaigns" className="underline-offset-4 hover:underline">
                Campaigns
              </Link>
            </li>
          </ul>
        </nav>
        {account}
      </div>
    </header>
  );
}

/**
 * The account part's box: its own row on a phone and the same height in every variant (and in the
 * island's placeholder), so nothing moves when the island learns who is signed in.
 */
export const ACCOUNT_ROW = "flex min-h-9 basis-full items-center gap-3 sm:basis-auto";

/**
 * Who is signed in, with the account link and sign-out; or, for nobody, the sign-in and sign-up
 * links. Plain markup: drawn on the server by signed-in pages and by the header's island
 * (header-account-island.tsx) on prerendered ones. Both variants are one line of the same height.
 */
export function HeaderAccount({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <div className={`${ACCOUNT_ROW} text-sm font-medium`}>
        <Link href="/sign-in" className="underline-offset-4 hover:underline">
          Sign in
        </Link>
        <Link href="/sign-up" className="rounded bg-white px-3 py-1.5 text-brand-800 hover:bg-brand-50">
          Sign up
        </Link>
      </div>
    );
  }
  return (
    <div className={`${ACCOUNT_ROW} text-sm`}>
      <Link href="/account" className="font-medium underline-offset-4 hover:underline">
        My account
      </Link>
      <span aria-label="Signed in as" className="max-w-32 truncate">
        {user.name ?? user.email}
      </span>
      <form action={signOutAction}>
        <button type="submit" className="rounded border border-white/70 px-3 py-1.5 font-medium hover:bg-white/10">
          Sign out
        </button>
      </form>
    </div>
  );
}
