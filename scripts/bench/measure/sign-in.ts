/**
 * Signs the bench user in through the running app, the way a browser's credentials form does it
 * with Auth.js: fetch a CSRF token (and its cookie), post the credentials to the callback, keep the
 * session cookie it sets, then check that /api/auth/session knows the user.
 */

/** Cookies a response sets, as a Cookie header's pairs; cookies being cleared (empty or expired) drop out. */
export function cookiePairs(setCookies: readonly string[]): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const at = pair!.indexOf("=");
    if (at <= 0) continue;
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    const isExpired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a) || /^\s*expires\s*=\s*thu, 01 jan 1970/i.test(a));
    if (value === "" || isExpired) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

export function cookieHeader(jar: ReadonlyMap<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Auth.js names its session cookie authjs.session-token (__Secure- behind HTTPS; .0, .1 … when chunked). */
export function hasSessionCookie(jar: ReadonlyMap<string, string>): boolean {
  return [...jar.keys()].some((name) => /^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(name));
}

export class SignInError extends Error {}

/** Returns the Cookie header of a signed-in session for `email`. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  if (!csrf.ok) throw new SignInError(`GET /api/auth/csrf answered ${csrf.status}.`);
  const { csrfToken } = (await csrf.json()) as { csrfToken?: string };
  if (!csrfToken) throw new SignInError("GET /api/auth/csrf gave no token.");
  const jar = cookiePairs(csrf.headers.getSetCookie());

  const callback = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/account` }),
  });
  for (const [name, value] of cookiePairs(callback.headers.getSetCookie())) jar.set(name, value);
  if (!hasSessionCookie(jar)) {
    const where = callback.headers.get("location") ?? `status ${callback.status}`;
    throw new SignInError(`Signing in ${email} set no session cookie (${where}); is the manifest's password right, or is the account locked out?`);
  }

  const cookie = cookieHeader(jar);
  const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  const body = (await session.json().catch(() => null)) as { user?: { email?: string } } | null;
  if (body?.user?.email?.toLowerCase() !== email.toLowerCase()) throw new SignInError(`The session after signing in is not ${email}'s.`);
  return cookie;
}
