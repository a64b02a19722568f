import { PageFrame } from "@/components/shell/page-frame";
import { HeaderAccount } from "@/components/shell/site-header";
import { currentUser } from "@/lib/server/auth/current-user";

/** Signed-in pages: the header names the user, read on the server (these pages render per request anyway). */
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  return <PageFrame account={<HeaderAccount user={user ? { name: user.name ?? null, email: user.email ?? null } : null} />}>{children}</PageFrame>;
}
