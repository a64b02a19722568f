import { exportAccountData } from "@/lib/server/accounts/export-account-data";
import { requireUser } from "@/lib/server/auth/current-user";
import { jsonDownload } from "@/lib/server/export/export-response";

export const dynamic = "force-dynamic";

/** "Download my data": the signed-in person's own data (lib/server/accounts/export-account-data.ts). */
export async function GET() {
  const user = await requireUser("/account");
  return jsonDownload(await exportAccountData(user.id), "longbox-my-data.json");
}
