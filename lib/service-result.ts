/** An expected refusal from a service: `code` for tests and branching, `message` for the person. */
export interface ServiceFailure<C extends string = string> {
  ok: false;
  code: C;
  message: string;
}
