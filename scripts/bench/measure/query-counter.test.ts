import pg from "pg";
import { expect, test } from "vitest";
import { installQueryCounter, queriesSoFar } from "./query-counter";

test("counts every query a pg client is asked to send, once however often it is installed", () => {
  installQueryCounter();
  installQueryCounter();
  const client = new pg.Client({ connectionString: "postgresql://nobody@127.0.0.1:1/none" });
  const before = queriesSoFar();
  // Never connected: the queries wait in the client's queue, which is enough to be counted.
  void client.query("SELECT 1");
  void client.query({ text: "SELECT $1::int", values: [2] });
  expect(queriesSoFar() - before).toBe(2);
});
