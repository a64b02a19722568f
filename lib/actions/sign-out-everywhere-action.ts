"use server";
import { requireUser } from "@/lib/server/auth/current-user";
import { signOut } from "@/lib/server/auth/next-auth";
import { signOutEverywhere } from "@/lib/server/auth/sessions";

/** Ends every session of the signed-in user (other browsers and devices too), this one last. */
export async function signOutEverywhereAction() {
  const user = await requireUser("/account");
  await signOutEverywhere(user.id);
  await signOut({ redirectTo: "/sign-in" });
}
