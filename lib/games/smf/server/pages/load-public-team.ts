import "server-only";
import { cache } from "react";
import { getPublicTeam } from "@/lib/games/smf/server/teams/get-public-team";

/** The roster behind a team's public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render. */
export const loadPublicTeam = cache(getPublicTeam);
