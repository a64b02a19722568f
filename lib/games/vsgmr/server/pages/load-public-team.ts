import "server-only";
import { cache } from "react";
import { getPublicForce } from "../forces/get-public-force";

/** The force behind a public link, for anyone (no sign-in); null for a link that leads nowhere. Read once per render. */
export const loadPublicForce = cache(getPublicForce);
