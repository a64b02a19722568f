/** What a resolved relationship task answers its form. */
export interface RelationshipTaskView {
  /** True for a retried request: nothing was thrown again. */
  repeated: boolean;
  summary: string | null;
  grade: string | null;
  /** The contest roll's summary, when the task's result needed one (SHSA-R6). */
  contest: string | null;
  effects: string[];
  isEnded: boolean;
}
