import "server-only";
import { cache } from "react";
import { getPublicHero } from "../heroes/get-public-hero";

/** The hero behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render. */
export const loadPublicHero = cache(getPublicHero);
