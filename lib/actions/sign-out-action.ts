"use server";
import { signOut } from "@/lib/server/auth/next-auth";

export async function signOutAction() {
  await signOut({ redirectTo: "/" });
}
