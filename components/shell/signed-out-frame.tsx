import { PageFrame } from "./page-frame";
import { HeaderAccount } from "./site-header";

/**
 * Public share pages (a team's, a campaign's, a series' link) and the not-found page: they ship no
 * client component of ours and read no session, so the header offers signing in (a signed-in
 * visitor who follows it lands on their campaigns). Its own module: importing the island's module
 * (static-page-frame.tsx) would list the island among these pages' client components.
 */
export function SignedOutFrame({ children }: { children: React.ReactNode }) {
  return <PageFrame account={<HeaderAccount user={null} />}>{children}</PageFrame>;
}
