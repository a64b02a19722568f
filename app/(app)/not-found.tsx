import { NotFoundMessage } from "@/components/shell/not-found-message";

/** A campaign, team or page of the signed-in part that does not exist or is not yours: the same answer, under the signed-in header. */
export default function SignedInNotFound() {
  return <NotFoundMessage />;
}
