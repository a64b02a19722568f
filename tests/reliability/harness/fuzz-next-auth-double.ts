/**
 * next-auth outside Next: the package imports "next/server" in a way plain Node cannot resolve
 * under Vitest, so test files that load the sign-in actions replace it with this double:
 *
 *   vi.mock("next-auth", () => import("../harness/fuzz-next-auth-double"));
 *
 * It keeps what the app relies on. `NextAuth(config)` returns signIn/signOut/auth/handlers;
 * signIn("credentials") runs the configured provider's own `authorize` with a request holding the
 * headers of next/headers (mock that too: harness/next-headers-double.ts), so verifyCredentials and
 * the sign-in throttle are the real ones, and, like Auth.js, passes a CredentialsSignin it throws
 * on to the caller, wraps any other error in an AuthError, and refuses a null user. An email-link
 * sign-in is only recorded (no token, no mail); signOut redirects home. No cookie is set.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import * as errors from "@auth/core/errors";

// Re-exported as constants: `export { X } from` an external module came out undefined under Vitest's mocker.
export const AuthError = errors.AuthError;
export const CredentialsSignin = errors.CredentialsSignin;

interface Provider {
  id?: string;
  type?: string;
  options?: { authorize?: (credentials: Record<string, unknown>, request: Request) => Promise<unknown> };
}

export const emailLinksRequested: string[] = [];
/** The configuration the app passed, for tests of its security settings (cookies, providers). */
export const configured: { config?: Record<string, unknown> & { providers: Provider[] } } = {};

export default function NextAuth(config: Record<string, unknown> & { providers: Provider[] }) {
  configured.config = config;
  async function signIn(providerId: string, options: Record<string, unknown> = {}) {
    const { redirect: shouldRedirect = true, redirectTo, ...credentials } = options;
    const provider = config.providers.find((p) => p.id === providerId);
    if (!provider) throw new AuthError(`No provider ${providerId}`);
    if (provider.type === "credentials") {
      let user: unknown;
      try {
        // Auth.js hands authorize a request carrying the incoming request's headers (next/headers).
        const request = new Request("http://localhost:3000/api/auth/callback/credentials", { method: "POST", headers: await headers() });
        user = await provider.options?.authorize?.(credentials, request);
      } catch (error) {
        if (error instanceof CredentialsSignin) throw error;
        throw new AuthError("CallbackRouteError", { cause: error as Error });
      }
      if (!user) throw new CredentialsSignin();
    } else {
      emailLinksRequested.push(String(credentials.email));
    }
    if (shouldRedirect) redirect(String(redirectTo ?? "/"));
    return String(redirectTo ?? "/");
  }
  async function signOut(options: { redirectTo?: string } = {}) {
    redirect(options.redirectTo ?? "/");
  }
  const auth = async () => null;
  const refuse = () => new Response("Not available in tests", { status: 404 });
  return { signIn, signOut, auth, handlers: { GET: refuse, POST: refuse } };
}
