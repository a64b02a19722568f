import Link from "next/link";
import { notFound } from "next/navigation";
import { CurseLiftSpend, GrimoireSpend, GuestStarSpend, QuiverSpend, VehicleSpend } from "@/components/games/smf/story-points/spend-sections";
import { FormMessage } from "@/components/ui/form-message";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadSpend } from "@/lib/games/smf/server/pages/load-spend";

/** Spending story points between battles: one small form per spend the team can use. */
export async function SpendStoryPointsPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const teamPath = `/campaigns/${campaignId}/teams/${teamId}`;
  const user = await requireUser(`${teamPath}/spend`);
  const menu = await loadSpend(user.id, campaignId, teamId);
  if (!menu) notFound(); // an archived team spends nothing
  const { balance } = menu;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">Spend story points</h1>
        <p className="text-stone-700">
          <Link href={teamPath} className="font-semibold text-brand-700 underline underline-offset-4">
            {menu.teamName}
          </Link>{" "}
          has a balance of{" "}
          <span data-story-points="Balance" className="font-mono font-bold">
            {balance}
          </span>{" "}
          SP. Spending never lowers SP earned, so milestones stay reached.{" "}
          <Link href={`${teamPath}/ledger`} className="font-semibold text-brand-700 underline underline-offset-4">
            Story point history
          </Link>
        </p>
      </div>
      {menu.inBattleMessage ? (
        <FormMessage message={menu.inBattleMessage} tone="info" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <GuestStarSpend teamId={teamId} balance={balance} menu={menu.guestStar} />
          {menu.curseLift ? <CurseLiftSpend teamId={teamId} balance={balance} menu={menu.curseLift} /> : null}
          {menu.vehicle ? <VehicleSpend teamId={teamId} balance={balance} menu={menu.vehicle} /> : null}
          {menu.quiver ? <QuiverSpend teamId={teamId} balance={balance} menu={menu.quiver} /> : null}
          {menu.grimoire ? <GrimoireSpend teamId={teamId} balance={balance} menu={menu.grimoire} /> : null}
        </div>
      )}
    </div>
  );
}
