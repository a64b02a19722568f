/** The seven relationship types of the play sheet, each with the lines that give its results. */
export const RELATIONSHIP_TYPES = [
  { id: "follower-minion", name: "Follower/Minion", lines: "L28–L40" },
  { id: "companion", name: "Companion", lines: "L41–L55" },
  { id: "rival", name: "Rival", lines: "L56–L66" },
  { id: "anima-animus", name: "Anima/Animus", lines: "L67–L76" },
  { id: "mentor-guide", name: "Mentor/Guide", lines: "L77–L90" },
  { id: "mastermind", name: "Mastermind/Black Queen", lines: "L91–L97" },
  { id: "tempter", name: "Temptress/Tempter", lines: "L100–L102" },
] as const satisfies readonly { id: string; name: string; lines: string }[];

export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number]["id"];

/** The value at or under which a failed task ends most relationships ("−2 or worse before the task", L40). */
export const RELATIONSHIP_ENDS_AT = -2;
/** The value at or over which a success ends a tempter relationship ("+3 or better before the task", L101). */
export const TEMPTER_TURNS_AT = 3;
