import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { CredentialsSignin } from "next-auth";
import type { EmailConfig } from "next-auth/providers";
import Credentials from "next-auth/providers/credentials";
import { appOrigin, configuredOrigin } from "@/lib/app-origin";
import { db } from "@/lib/server/db";
import { signInSchema } from "@/lib/schemas/auth";
import { settleLinkSignIn } from "@/lib/server/accounts/settle-link-sign-in";
import { clientAddress, trustedProxyHops } from "@/lib/http/client-address";
import { sendAccountLink } from "./magic-link-mail";
import { endSession, isSessionLive, SESSION_MAX_AGE_SECONDS, startSession } from "./sessions";
import type { LockedBy } from "./sign-in-throttle";
import { verifyCredentials } from "./verify-credentials";

/** Thrown from `authorize`; the sign-in action turns `code` into the message next to the form. */
export class InvalidCredentialsError extends CredentialsSignin {
  code = "invalid-credentials";
}
/** The right password for an account whose email was never confirmed (verify-credentials.ts). */
export class UnverifiedEmailError extends CredentialsSignin {
  code = "unverified";
}
export class ThrottledSignInError extends CredentialsSignin {
  code = "throttled";
  constructor(
    public retryAfterMinutes: number,
    public lockedBy: LockedBy,
  ) {
    super();
  }
}

// Auth.js builds its links and redirects from AUTH_URL when it is set, and otherwise from the
// request's Host and X-Forwarded-* headers, which any client writes: a forged X-Forwarded-Host put
// the victim's sign-in token into a link to the forger's site. So AUTH_URL is always set, from the
// configured origin (the launcher sets it; a production server without one does not start, see
// next.config.js; `next build` may load this module without one, and builds no links).
const origin = configuredOrigin() ?? (process.env.NODE_ENV === "production" ? null : appOrigin());
if (origin && !process.env.AUTH_URL?.trim()) process.env.AUTH_URL = origin;

/** The provider of the link mailed at sign-up: following it confirms the password chosen there. */
export const CONFIRM_EMAIL_PROVIDER = "confirm-email";

// Links go through our own sender (SMTP when configured, otherwise the log and outbox file), so the
// providers are declared directly instead of through the Nodemailer provider, which insists on an
// SMTP server at start-up. Two providers, one per kind of link, so the callback knows which one was
// followed (settle-link-sign-in.ts): both sign in, only the sign-up's confirms its password.
const emailLinkProvider = (id: string, name: string, purpose: "sign-in" | "confirm-email"): EmailConfig => ({
  id,
  type: "email",
  name,
  from: process.env.EMAIL_FROM ?? "Longbox <longbox@localhost>",
  maxAge: 24 * 60 * 60,
  sendVerificationRequest: ({ identifier, url, expires }) => sendAccountLink({ identifier, url, expires, purpose }),
  options: {},
});

/** How a sign-in happened, as the account's security log says it. */
const SIGN_IN_METHODS: Record<string, string> = { credentials: "password", email: "email link", [CONFIRM_EMAIL_PROVIDER]: "sign-up confirmation link" };

const adapter = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
// One live email link per address: a new link (sign-in or confirmation) replaces any earlier one,
// so a link lying in an old mail or a forwarded message stops working once a newer one is sent.
adapter.createVerificationToken = async (token) => {
  await db.$transaction([db.verificationToken.deleteMany({ where: { identifier: token.identifier } }), db.verificationToken.create({ data: token })]);
  return token;
};

export const { handlers, auth, signIn, signOut } = NextAuth({
  adapter,
  // Credentials sign-in only works with JWT sessions; magic links then use the same strategy.
  // Each JWT names a Session row (sessions.ts), checked on every request, so ending a session ends it now.
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  logger: {
    // A wrong password is an expected outcome, already shown to the user; keep it out of the error log.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error("[auth]", error);
    },
  },
  pages: { signIn: "/sign-in", verifyRequest: "/sign-in/check-email", error: "/sign-in" },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) throw new InvalidCredentialsError();
        const from = clientAddress(request.headers.get("x-forwarded-for"), trustedProxyHops());
        const result = await verifyCredentials(parsed.data.email, parsed.data.password, from);
        if (result.ok) return result.user;
        if (result.code === "throttled") throw new ThrottledSignInError(result.retryAfterMinutes, result.lockedBy);
        if (result.code === "unverified") throw new UnverifiedEmailError();
        throw new InvalidCredentialsError();
      },
    }),
    emailLinkProvider("email", "Email link", "sign-in"),
    emailLinkProvider(CONFIRM_EMAIL_PROVIDER, "Email confirmation link", "confirm-email"),
  ],
  callbacks: {
    async signIn({ user, account, email }) {
      // A followed link (not the request for one): settle an unconfirmed password before signing in.
      if (account?.type === "email" && !email?.verificationRequest && user.id) {
        await settleLinkSignIn(user.id, account.provider === CONFIRM_EMAIL_PROVIDER ? "confirm-sign-up" : "sign-in");
      }
      return true;
    },
    async jwt({ token, user, account }) {
      if (user?.id) {
        token.sub = user.id;
        token.sid = await startSession(user.id, { method: SIGN_IN_METHODS[account?.provider ?? ""] ?? account?.provider });
        return token;
      }
      // Every later request: the session row must still be there (one lookup by its unique id;
      // current-user.ts caches the answer for the request). Null clears the cookie. A JWT from
      // before sessions had rows names none and is refused too.
      if (typeof token.sid !== "string" || !token.sub || !(await isSessionLive(token.sid, token.sub))) return null;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      if (typeof token.sid === "string") Object.assign(session, { sessionId: token.sid });
      return session;
    },
  },
  events: {
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endSession(sid);
    },
  },
});
