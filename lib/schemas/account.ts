import { z } from "zod";

/** Deleting one's account: the email typed again, and the password when the account has one. */
export const deleteAccountSchema = z.object({
  confirmEmail: z.string().trim().toLowerCase().max(254).default(""),
  password: z.string().max(200).default(""),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
