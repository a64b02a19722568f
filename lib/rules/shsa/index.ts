/**
 * The face of the SHSA rules library (the SHSA play sheet): what the app side imports. Rulings
 * SHSA-R1… are in RULINGS.md beside it; book lines (`L25`) are lines of the play sheet's text.
 */
export * from "./aftermath";
export * from "./alignment";
export * from "./downtime";
export * from "./relationship-types";
export * from "./relationships";
export * from "./rules-version";
export * from "./secrets";
export * from "./settings";
export * from "./sheet";
export * from "./task";
export * from "./task-odds";
export * from "./val";
