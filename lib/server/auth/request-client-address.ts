import "server-only";
import { headers } from "next/headers";
import { clientAddress, trustedProxyHops } from "@/lib/http/client-address";

/** The current request's address when a trusted proxy vouches for it, else null (lib/http/client-address.ts). */
export async function requestClientAddress(): Promise<string | null> {
  return clientAddress((await headers()).get("x-forwarded-for"), trustedProxyHops());
}
