import { SiteHeader } from "./site-header";

/**
 * The header and the main landmark around a page. The root layout reads no session (so pages that
 * need no data are prerendered); each part of the site draws its own frame with the header's
 * account part it can afford:
 * - signed-in pages (app/(app)/layout.tsx): the user read on the server;
 * - sign-in pages and public share pages: the sign-in links, with no script of ours;
 * - prerendered pages (home, rules, try-it): an island that asks who is signed in;
 * - the not-found page: the sign-in links too (Next draws it into every route).
 */
export function PageFrame({ account, children }: { account: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader account={account} />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
    </>
  );
}
