import type { Metadata } from "next";
import { TeamForm } from "@/components/teams/team-form";
import { updateTeamAction } from "@/lib/actions/update-team-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { authorizeTeamOrNotFound } from "@/lib/server/authz/authorize";
import { getTeam } from "@/lib/server/teams/get-team";

export const metadata: Metadata = { title: "Edit team" };

export default async function EditTeamPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/edit`);
  await authorizeTeamOrNotFound(user.id, campaignId, teamId, "team:edit");
  const team = await getTeam(teamId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-black">Edit {team.name}</h1>
      <TeamForm
        action={updateTeamAction}
        hidden={{ teamId }}
        defaults={{ name: team.name, alignment: team.alignment, notes: team.notes }}
        submitLabel="Save team"
        pendingLabel="Saving…"
      />
    </div>
  );
}
