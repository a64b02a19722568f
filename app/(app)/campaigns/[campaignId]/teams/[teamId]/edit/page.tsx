import type { Metadata } from "next";
import { TeamForm } from "@/components/teams/team-form";
import { updateTeamAction } from "@/lib/actions/update-team-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { ArchiveTeamSection, RestoreTeamSection } from "./_components/archive-team-section";
import { loadEditTeam } from "./_data/load-edit-team";

export const metadata: Metadata = { title: "Edit team" };

/** The team's details, and archiving (or, for an archived team, restoring) for those allowed. */
export default async function EditTeamPage({ params }: { params: Promise<{ campaignId: string; teamId: string }> }) {
  const { campaignId, teamId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/${teamId}/edit`);
  const { team, words, alignments, canArchive } = await loadEditTeam(user.id, campaignId, teamId);

  if (team.archivedAt) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-black">{team.name}</h1>
        <p className="max-w-xl text-stone-700">This team is archived: its details and roster no longer change.</p>
        {canArchive ? <RestoreTeamSection teamId={teamId} teamName={team.name} /> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-black">Edit {team.name}</h1>
        <TeamForm
          action={updateTeamAction}
          hidden={{ teamId }}
          defaults={{ name: team.name, alignment: team.alignment ?? "", notes: team.notes }}
          alignments={alignments}
          noun={words.one}
          submitLabel={`Save ${words.one}`}
          pendingLabel="Saving…"
        />
      </div>
      {canArchive ? <ArchiveTeamSection teamId={teamId} teamName={team.name} /> : null}
    </div>
  );
}
