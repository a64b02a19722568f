"use server";
import { signOut } from "@/lib/server/auth/next-auth";
import { publicAction } from "./safe-action";

/** Ends this browser's session. */
export const signOutAction = publicAction("signOut").run(async () => {
  await signOut({ redirectTo: "/" });
});
