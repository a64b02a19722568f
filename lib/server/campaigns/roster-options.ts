// SMF's roster options moved to the SMF game module; this name stays for the pages and services that still call it.
export { rosterOptions } from "@/lib/games/smf/roster-options";
