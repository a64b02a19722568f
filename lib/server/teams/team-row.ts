import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";

/**
 * A team's own row, by its key: what authorizeTeam checks (its campaign and owner), what the team
 * pages show, and its public token. Read once per server render however many parts of a page ask
 * (React's cache(); why that is safe: findMembership in lib/server/authz/authorize.ts). Null when
 * there is no such team. Not for anything sent to a browser whole: it holds the public token.
 */
export const findTeamRow = cache(async (teamId: string) =>
  db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      campaignId: true,
      name: true,
      alignment: true,
      notes: true,
      ownerId: true,
      ownerName: true,
      archivedAt: true,
      createdAt: true,
      publicToken: true,
      state: true,
    },
  }),
);
