import "server-only";
import { isResetTokenUsable } from "@/lib/server/accounts/password-reset";

export { RESET_LINK_REFUSED_MESSAGE } from "@/lib/server/accounts/password-reset";

/**
 * The reset link's token while it may still be used, else null. Opening the page uses nothing up
 * (mail scanners open links); only submitting the form does.
 */
export async function loadResetPassword(token: string | string[] | undefined): Promise<string | null> {
  return typeof token === "string" && token.length <= 200 && (await isResetTokenUsable(token)) ? token : null;
}
