import { z } from "zod";
import { optionalNameField } from "./name-field";

export const MIN_PASSWORD_LENGTH = 8;

// One message for an unknown email and a wrong password, so the form never reveals which accounts exist.
export const WRONG_CREDENTIALS_MESSAGE = "That email and password do not match an account.";

const emailField = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter your email address." })
  .max(254, { error: "That email address is too long." })
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }));

const newPasswordField = z
  .string({ error: "Choose a password." })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(200, { error: "Keep your password under 200 characters." });

export const signUpSchema = z.object({
  name: optionalNameField()
    .optional()
    .transform((v) => v || undefined),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "Enter your password." }).min(1, { error: "Enter your password." }).max(200),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const magicLinkSchema = z.object({ email: emailField });
export type MagicLinkInput = z.infer<typeof magicLinkSchema>;

/** Asking for a password reset link or a new confirmation link: just the address. */
export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "That link is incomplete. Ask for a new one." }).min(1, { error: "That link is incomplete. Ask for a new one." }).max(200),
  password: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  // Empty for an account that has no password yet (made by email link).
  currentPassword: z.string().max(200).default(""),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const UNCONFIRMED_EMAIL_MESSAGE = "Confirm your email first: open the link we mailed you when you created this account.";
