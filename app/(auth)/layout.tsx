import { PageFrame } from "@/components/shell/page-frame";
import { HeaderAccount } from "@/components/shell/site-header";

/** Sign-in, sign-up and password pages are for people who are signed out: the header offers both, with no script. */
export default function SignedOutLayout({ children }: { children: React.ReactNode }) {
  return <PageFrame account={<HeaderAccount user={null} />}>{children}</PageFrame>;
}
