import { SignedOutFrame } from "@/components/shell/signed-out-frame";
import { NotFoundMessage } from "@/components/shell/not-found-message";

/**
 * An address that matches nothing. Next draws this page into every route's answer (the root's
 * not-found boundary), so it is prerendered and carries no client component: the header offers
 * signing in. A page of the signed-in part that finds nothing answers with app/(app)/not-found.tsx,
 * under the signed-in header.
 */
export default function NotFound() {
  return (
    <SignedOutFrame>
      <NotFoundMessage />
    </SignedOutFrame>
  );
}
