import Link from "next/link";
import { signOutAction } from "@/lib/actions/sign-out-action";

/** The signed-in member as the header shows them; the root layout reads the session. */
export interface HeaderUser {
  name: string | null;
  email: string | null;
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="border-b border-brand-800 bg-brand-700 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-xl font-black tracking-tight">
          Longbox
        </Link>
        <nav aria-label="Main" className="flex-1">
          <ul className="flex flex-wrap gap-4 text-sm font-medium">
            {user ? (
              <>
                <li>
                  <Link href="/campaigns" className="underline-offset-4 hover:underline">
                    Campaigns
                  </Link>
                </li>
                <li>
                  <Link href="/account" className="underline-offset-4 hover:underline">
                    My account
                  </Link>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        {user ? (
          <div className="flex items-center gap-3 text-sm">
            <span aria-label="Signed in as">{user.name ?? user.email}</span>
            <form action={signOutAction}>
              <button type="submit" className="rounded border border-white/70 px-3 py-1.5 font-medium hover:bg-white/10">
                Sign out
              </button>
            </form>
          </div>
        ) : (
          <div className="flex items-center gap-3 text-sm font-medium">
            <Link href="/sign-in" className="underline-offset-4 hover:underline">
              Sign in
            </Link>
            <Link href="/sign-up" className="rounded bg-white px-3 py-1.5 text-brand-800 hover:bg-brand-50">
              Sign up
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
