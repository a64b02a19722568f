/**
 * Where to go after signing in. Only same-site paths are allowed ("/campaigns/x"), never another
 * origin or a protocol-relative "//evil.example", so the sign-in page cannot be an open redirect.
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

export function signInPath(returnTo: string) {
  return `/sign-in?callbackUrl=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
