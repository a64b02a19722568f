/** What one demo run made, step by step: printed as it goes and returned at the end. */
export type DemoCreatedKind =
  "account" | "campaign" | "member" | "team" | "character" | "share" | "battle-set-up" | "battle-reported" | "battle-resolved" | "session" | "session-played";

export interface DemoCreated {
  kind: DemoCreatedKind;
  summary: string;
  /** The battle's issue number, for the battle steps. */
  issue?: number;
}

export interface DemoLog {
  created(event: DemoCreated): void;
}

/** A service refused a step the demo needs: stop with its message (a bug or edited demo data). */
export function demoFailure(step: string, failure: { code: string; message: string; problems?: unknown }): Error {
  const problems = failure.problems ? ` ${JSON.stringify(failure.problems)}` : "";
  return new Error(`The demo stopped while ${step}: ${failure.message} (${failure.code})${problems}`);
}
