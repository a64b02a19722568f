import { describe, expect, test } from "vitest";
import {
  answerNote,
  flatTapForm,
  isPendingEntry,
  newestFirst,
  newTapKey,
  noAnswerNote,
  pendingEntry,
  refreshesAfter,
  runTap,
  strikeOf,
  withPendingTap,
  type RefreshAfter,
  type TapAnswer,
  type TapLogEntry,
  type TapNote,
} from "./tap-log-state";

type Tap = { kind: "ko"; modelId: string } | { kind: "strike"; entryId: string };

const saved: TapLogEntry = { id: "entry-1", payload: { v: 1, kind: "ko", modelId: "m1" }, actorName: "Bob" };

/** One run of a tap, recording everything it did to the page in order. */
async function run(answer: () => Promise<TapAnswer>, refreshAfter: RefreshAfter = "refusal", tap: Tap = { kind: "ko", modelId: "m2" }) {
  const done: string[] = [];
  const shown: TapLogEntry[] = [];
  const notes: TapNote[] = [];
  const sent: Array<{ tap: Tap; requestKey: string }> = [];
  await runTap(tap, "k".repeat(32), { done: "Tracked: Ace KO'ed", words: "Ace KO'ed" }, refreshAfter, {
    show: (entry: TapLogEntry) => {
      done.push("show");
      shown.push(entry);
    },
    submit: (t, requestKey) => {
      done.push("submit");
      sent.push({ tap: t, requestKey });
      return answer();
    },
    say: (note) => {
      done.push("say");
      notes.push(note);
    },
    refresh: () => done.push("refresh"),
  });
  return { done, shown, notes, sent };
}

describe("a tap on its way", () => {
  test("shows at once as a pending entry by 'you', its payload the tap in the log's version 1, its id the request key", () => {
    const entry = pendingEntry("abc123", { kind: "ko", modelId: "m1" });
    expect(entry).toEqual({ id: "pending:abc123", payload: { v: 1, kind: "ko", modelId: "m1" }, actorName: "you" });
    expect(isPendingEntry(entry)).toBe(true);
    expect(isPendingEntry(saved)).toBe(false);
  });

  test("is added at the end of the log, which is left as it was", () => {
    const log = [saved];
    const next = withPendingTap(log, pendingEntry<Tap, unknown>("k1", { kind: "ko", modelId: "m2" }));
    expect(next.map((e) => e.id)).toEqual(["entry-1", "pending:k1"]);
    expect(log).toHaveLength(1);
  });

  test("the so-far list reads newest first without reordering the log", () => {
    const log = [saved, { ...saved, id: "entry-2" }, { ...saved, id: "entry-3" }];
    expect(newestFirst(log).map((e) => e.id)).toEqual(["entry-3", "entry-2", "entry-1"]);
    expect(log.map((e) => e.id)).toEqual(["entry-1", "entry-2", "entry-3"]);
  });

  test("an undo strikes the entry it names", () => {
    expect(strikeOf(saved)).toEqual({ kind: "strike", entryId: "entry-1" });
  });
});

describe("what the live region says", () => {
  test("a saved tap: the tracker's own words", () => {
    expect(answerNote({ ok: true }, "Undone: Ace KO'ed")).toEqual({ text: "Undone: Ace KO'ed", isError: false });
  });

  test("a refused tap: the refusal's words, or a plain 'not saved' when it gave none", () => {
    expect(answerNote({ ok: false, message: "The battle is already reported." }, "Tracked: x")).toEqual({ text: "The battle is already reported.", isError: true });
    expect(answerNote({ ok: false }, "Tracked: x")).toEqual({ text: "That tap was not saved.", isError: true });
    expect(answerNote(null, "Tracked: x")).toEqual({ text: "That tap was not saved.", isError: true });
    expect(answerNote(undefined, "Tracked: x")).toEqual({ text: "That tap was not saved.", isError: true });
  });

  test("no answer at all: the tap is named as not saved, to tap again", () => {
    expect(noAnswerNote("Ace KO'ed")).toEqual({ text: "Not saved (no answer from the server): Ace KO'ed. Tap it again.", isError: true });
  });
});

describe("when the page is refreshed", () => {
  test("'refusal': only after a refusal (a saved tap shows already)", () => {
    expect(refreshesAfter({ ok: true }, "refusal")).toBe(false);
    expect(refreshesAfter({ ok: false, message: "No." }, "refusal")).toBe(true);
    expect(refreshesAfter(null, "refusal")).toBe(true);
  });

  test("'every-answer': after a saved tap as well as a refusal", () => {
    expect(refreshesAfter({ ok: true }, "every-answer")).toBe(true);
    expect(refreshesAfter({ ok: false, message: "No." }, "every-answer")).toBe(true);
  });
});

describe("one tap's run", () => {
  test("saved: shown before it is sent, sent once under the key its pending entry carries, then told; no refresh", async () => {
    const { done, shown, notes, sent } = await run(async () => ({ ok: true }));
    expect(done).toEqual(["show", "submit", "say"]);
    expect(sent).toEqual([{ tap: { kind: "ko", modelId: "m2" }, requestKey: "k".repeat(32) }]);
    expect(shown).toEqual([{ id: `pending:${"k".repeat(32)}`, payload: { v: 1, kind: "ko", modelId: "m2" }, actorName: "you" }]);
    expect(notes).toEqual([{ text: "Tracked: Ace KO'ed", isError: false }]);
  });

  test("saved, with 'every-answer': the page is refreshed after the note", async () => {
    const { done } = await run(async () => ({ ok: true }), "every-answer");
    expect(done).toEqual(["show", "submit", "say", "refresh"]);
  });

  test("refused: the refusal is told and the page refreshed to where the battle stands", async () => {
    const { done, notes } = await run(async () => ({ ok: false, message: "The battle is already reported." }));
    expect(done).toEqual(["show", "submit", "say", "refresh"]);
    expect(notes).toEqual([{ text: "The battle is already reported.", isError: true }]);
  });

  test("no answer (the network is gone): told as not saved, nothing refreshed, and it is not sent again", async () => {
    const { done, notes, sent } = await run(() => Promise.reject(new TypeError("Failed to fetch")), "every-answer");
    expect(done).toEqual(["show", "submit", "say"]);
    expect(sent).toHaveLength(1);
    expect(notes).toEqual([{ text: "Not saved (no answer from the server): Ace KO'ed. Tap it again.", isError: true }]);
  });

  test("an undo runs the same way, its strike shown pending until the server has it", async () => {
    const { shown, sent } = await run(async () => ({ ok: true }), "refusal", strikeOf(saved));
    expect(sent[0]?.tap).toEqual({ kind: "strike", entryId: "entry-1" });
    expect(shown[0]?.payload).toEqual({ v: 1, kind: "strike", entryId: "entry-1" });
    expect(isPendingEntry(shown[0]!)).toBe(true);
  });
});

describe("a tap's request key", () => {
  test("is 32 hex digits from the random bytes, each byte two digits", () => {
    const key = newTapKey((bytes) => bytes.set([0, 1, 15, 16, 255, 171, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    expect(key).toBe("00010f10ffab02030405060708090a0b");
  });

  test("fits every tracker's request-key field and differs between taps (the browser's random source)", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newTapKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("a tap as its action's form", () => {
  test("carries the battle, the request key and each field of the tap as text", () => {
    const form = flatTapForm("battle-1", "key-1", { kind: "hp", modelId: "m1", change: -1 });
    expect([...form.entries()]).toEqual([
      ["battleId", "battle-1"],
      ["requestKey", "key-1"],
      ["kind", "hp"],
      ["modelId", "m1"],
      ["change", "-1"],
    ]);
  });
});
