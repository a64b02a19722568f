import { z } from "zod";
import { INVITE_ROLES } from "./campaign-role";
import { idField } from "./campaign";

export const INVITE_EXPIRY_DAYS = [1, 7, 30] as const;
/** How many people a link admits: 1 for a personal invite, more for a link shared with a group. */
export const INVITE_MAX_USES = [1, 5, 10, 25] as const;

export const createInviteSchema = z.object({
  campaignId: idField,
  role: z.enum(INVITE_ROLES, { error: "Choose the role the invite gives." }),
  expiresInDays: z.coerce
    .number({ error: "Choose how long the link works." })
    .refine((days) => (INVITE_EXPIRY_DAYS as readonly number[]).includes(days), { error: "Choose how long the link works." }),
  // A form that leaves it out makes a personal invite.
  maxUses: z.coerce
    .number({ error: "Choose how many people the link works for." })
    .default(1)
    .refine((uses) => (INVITE_MAX_USES as readonly number[]).includes(uses), { error: "Choose how many people the link works for." }),
});
export type CreateInviteInput = z.infer<typeof createInviteSchema>;

/** Inviting back, by name, someone an organiser removed (the only way they rejoin). */
export const reinviteMemberSchema = z.object({
  campaignId: idField,
  userId: idField,
  role: z.enum(INVITE_ROLES, { error: "Choose the role the invite gives." }),
  expiresInDays: z.coerce
    .number({ error: "Choose how long the link works." })
    .default(7)
    .refine((days) => (INVITE_EXPIRY_DAYS as readonly number[]).includes(days), { error: "Choose how long the link works." }),
});
export type ReinviteMemberInput = z.infer<typeof reinviteMemberSchema>;

export const revokeInviteSchema = z.object({ campaignId: idField, inviteId: idField });
export type RevokeInviteInput = z.infer<typeof revokeInviteSchema>;

/** Tokens are 32 random bytes in base64url (43 characters); anything far off is not one. */
export const acceptInviteSchema = z.object({
  token: z.string().trim().min(20, { error: "That invite link is not valid." }).max(100, { error: "That invite link is not valid." }),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;
