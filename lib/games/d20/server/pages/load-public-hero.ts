import "server-only";
import { cache } from "react";
import { getPublicD20Hero } from "../heroes/get-public-hero";

/** The d20 hero behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render. */
export const loadPublicD20Hero = cache(getPublicD20Hero);
