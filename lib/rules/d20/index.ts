/**
 * The face of the d20 superhero rules library (a d20 superhero series using open game content,
 * from its "Running the Game" chapter): checks and degrees, attacks, the damage ladder, conditions,
 * initiative, actions and maneuvers, recovery, hero points, hazards, secret checks, exact odds, the series settings and the
 * conflict tracker. Import from here, not from the files. RULINGS.md (D20-R1 …) says how we read
 * the chapter where it leans on chapters we do not have.
 */
export * from "./settings";
export * from "./check";
export * from "./attack";
export * from "./damage";
export * from "./conditions";
export * from "./initiative";
export * from "./recovery";
export * from "./hero-points";
export * from "./hazards";
export * from "./data/hazard-ranks";
export * from "./secret-checks";
export * from "./odds";
export * from "./conflict";
export * from "./rules-version";
export * from "./maneuvers";
