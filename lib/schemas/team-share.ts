import { z } from "zod";

/** Public tokens are 32 random bytes in base64url: exactly 43 URL-safe characters. */
export const publicTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
