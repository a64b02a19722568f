import "server-only";
import { cache } from "react";
import { getPublicSuTeam } from "../teams/get-public-su-team";

/** The league team behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render. */
export const loadPublicSuTeam = cache(getPublicSuTeam);
