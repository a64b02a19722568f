"use server";
import { signOut } from "@/lib/server/auth/next-auth";
import { signOutEverywhere } from "@/lib/server/auth/sessions";
import { userAction } from "./safe-action";

/** Ends every session of the signed-in user (other browsers and devices too), this one last. */
export const signOutEverywhereAction = userAction("signOutEverywhere", { signIn: "/account" }).run(async ({ user }) => {
  await signOutEverywhere(user.id);
  await signOut({ redirectTo: "/sign-in" });
});
