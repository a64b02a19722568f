/** The week's actions as the pages and messages name them (L108, L312, L468). */
export const WEEK_ACTION_LABELS: Record<string, string> = {
  "pc-assault": "PC Assault",
  "pc-breakout": "PC Breakout",
  construction: "Construction",
  episode: "Episode",
  "establish-legend": "Establish a Legend",
  sponsor: "Find or tap a Sponsor",
  "make-a-living": "Make a Living",
  patrol: "Patrol",
  purchase: "Purchase",
  recruiting: "Recruiting",
  research: "Research",
  training: "Training",
  allies: "Call the allies",
  bystander: "Bystander (D8)",
};

export const actionName = (action: string) => WEEK_ACTION_LABELS[action] ?? action;
