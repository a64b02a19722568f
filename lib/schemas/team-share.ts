import { z } from "zod";
import { idField } from "./campaign";

/** Share, stop sharing, or replace the link: each names only the team (its campaign comes from the stored row). */
export const teamShareSchema = z.object({ teamId: idField });
export type TeamShareInput = z.infer<typeof teamShareSchema>;

/** Public tokens are 32 random bytes in base64url: exactly 43 URL-safe characters. */
export const publicTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
