import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { CredentialsSignin } from "next-auth";
import type { EmailConfig } from "next-auth/providers";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/lib/server/db";
import { signInSchema } from "@/lib/schemas/auth";
import { clientAddress, trustedProxyHops } from "./client-address";
import { sendMagicLink } from "./magic-link-mail";
import type { LockedBy } from "./sign-in-throttle";
import { verifyCredentials } from "./verify-credentials";

/** Thrown from `authorize`; the sign-in action turns `code` into the message next to the form. */
export class InvalidCredentialsError extends CredentialsSignin {
  code = "invalid-credentials";
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

// Magic links go through our own sender (SMTP when configured, otherwise the log and outbox file),
// so the provider is declared directly instead of through the Nodemailer provider, which insists
// on an SMTP server at start-up.
const magicLinkProvider: EmailConfig = {
  id: "email",
  type: "email",
  name: "Email link",
  from: process.env.EMAIL_FROM ?? "Longbox <longbox@localhost>",
  maxAge: 24 * 60 * 60,
  sendVerificationRequest: ({ identifier, url, expires }) => sendMagicLink({ identifier, url, expires }),
  options: {},
};

export const { handlers, auth, signIn, signOut } = NextAuth({
  adapter: PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]),
  // Credentials sign-in only works with JWT sessions; magic links then use the same strategy.
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
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
        throw new InvalidCredentialsError();
      },
    }),
    magicLinkProvider,
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) token.sub = user.id;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
});
