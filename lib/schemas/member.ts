import { z } from "zod";
import { campaignRoleField } from "./campaign-role";
import { idField } from "./campaign";

export const changeMemberRoleSchema = z.object({ campaignId: idField, userId: idField, role: campaignRoleField });
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleSchema>;

export const removeMemberSchema = z.object({ campaignId: idField, userId: idField });
export type RemoveMemberInput = z.infer<typeof removeMemberSchema>;
