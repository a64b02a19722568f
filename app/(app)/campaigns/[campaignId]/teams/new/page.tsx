import type { Metadata } from "next";
import { TeamForm } from "@/components/teams/team-form";
import { createTeamAction } from "@/lib/actions/create-team-action";
import { requireUser } from "@/lib/server/auth/current-user";
import { loadNewTeam } from "./_data/load-new-team";

export const metadata: Metadata = { title: "New team" };

export default async function NewTeamPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requireUser(`/campaigns/${campaignId}/teams/new`);
  const { words, startsWith, alignments } = await loadNewTeam(user.id, campaignId);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-black">New {words.one}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          You lead one {words.one} in this campaign. {startsWith.join(" ")} Add its members next, on its page.
        </p>
      </div>
      <TeamForm
        action={createTeamAction}
        hidden={{ campaignId }}
        defaults={{ name: "", alignment: alignments?.values[0]?.id ?? "", notes: "" }}
        alignments={alignments}
        noun={words.one}
        submitLabel={`Create ${words.one}`}
        pendingLabel={`Creating ${words.one}…`}
      />
    </div>
  );
}
