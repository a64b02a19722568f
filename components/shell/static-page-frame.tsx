import { HeaderAccountIsland } from "./header-account-island";
import { PageFrame } from "./page-frame";

/**
 * Prerendered pages (home, rules, try-it): the same HTML for everyone, the header's account part
 * asked for once the page runs.
 */
export function StaticPageFrame({ children }: { children: React.ReactNode }) {
  return <PageFrame account={<HeaderAccountIsland />}>{children}</PageFrame>;
}
