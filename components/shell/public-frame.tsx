import { PageFrame } from "./page-frame";
import { HeaderAccountIsland } from "./header-account-island";
import { HeaderAccount } from "./site-header";

/**
 * Prerendered pages (home, rules, try-it): the same HTML for everyone, the header's
 * account part asked for once the page runs.
 */
export function StaticPageFrame({ children }: { children: React.ReactNode }) {
  return <PageFrame account={<HeaderAccountIsland />}>{children}</PageFrame>;
}

/**
 * Public share pages (a team's, a campaign's, a series' link) and the not-found page: they ship no
 * client component of ours and read no session, so the header offers signing in (a signed-in
 * visitor who follows it lands on their campaigns).
 */
export function SignedOutFrame({ children }: { children: React.ReactNode }) {
  return <PageFrame account={<HeaderAccount user={null} />}>{children}</PageFrame>;
}
