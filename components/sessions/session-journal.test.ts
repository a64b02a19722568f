import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { JournalLines, SessionJournal, type SessionJournalEntry } from "./session-journal";

const ENTRIES: SessionJournalEntry[] = [
  { sessionId: "s2", heading: "Week 2", playedOn: "2026-11-20", undone: true, lines: ["Closed, 6 dice."] },
  { sessionId: "s1", heading: "Episode 1: The docks", playedOn: "2026-11-13", undone: false, lines: ["Step 1: a task."] },
];

const draw = (props: Partial<Parameters<typeof SessionJournal<SessionJournalEntry>>[0]>) =>
  renderToStaticMarkup(
    createElement(SessionJournal<SessionJournalEntry>, {
      campaignId: "c1",
      holds: "Every episode and week",
      empty: "No episode or week recorded yet.",
      entries: ENTRIES,
      renderEntry: (entry) => createElement(JournalLines, { lines: entry.lines, isStruck: entry.undone }),
      ...props,
    }),
  );

describe("a game's session journal", () => {
  test("its intro names what it holds and links the campaign's roll log", () => {
    const html = draw({});
    expect(html).toContain("<h1");
    expect(html).toContain("Every episode and week, newest first, told from their records.");
    expect(html).toContain('href="/campaigns/c1/rolls"');
  });

  test("every session in the order given, linked to its page, with its date and the game's body", () => {
    const html = draw({});
    const week = html.indexOf('data-journal-entry="Week 2"');
    const episode = html.indexOf('data-journal-entry="Episode 1: The docks"');
    expect(week).toBeGreaterThan(-1);
    expect(episode).toBeGreaterThan(week);
    expect(html).toContain('<a class="underline" href="/campaigns/c1/sessions/s1">Episode 1: The docks</a>');
    expect(html).toContain('<time dateTime="2026-11-13">2026-11-13</time>');
    expect(html).toContain("<li>Step 1: a task.</li>");
    expect(html).not.toContain("No episode or week recorded yet.");
  });

  test("an undone session is struck through and says so; the others are not", () => {
    const html = draw({});
    expect(html).toMatch(/<h2 class="[^"]*line-through[^"]*"><a class="underline" href="\/campaigns\/c1\/sessions\/s2"/);
    expect(html).toMatch(/<h2 class="[^"]*"><a class="underline" href="\/campaigns\/c1\/sessions\/s1"/);
    expect(html).not.toMatch(/<h2 class="[^"]*line-through[^"]*"><a class="underline" href="\/campaigns\/c1\/sessions\/s1"/);
    expect(html).toContain("2026-11-20</time> · undone</p>");
    expect(html).toContain("2026-11-13</time></p>");
    expect(html).toMatch(/<ul class="[^"]*line-through[^"]*"><li>Closed, 6 dice.<\/li><\/ul>/);
  });

  test("with no session it says the game's words, and draws what follows the list", () => {
    const html = draw({ entries: [], children: createElement("p", null, "Before the first adventure") });
    expect(html).toContain("No episode or week recorded yet.");
    expect(html).not.toContain("data-journal-entry");
    expect(html.indexOf("Before the first adventure")).toBeGreaterThan(html.indexOf("</ol>"));
  });

  test("a roomy journal spaces its entries wider", () => {
    expect(draw({ isRoomy: true })).toContain('<ol class="flex flex-col gap-6">');
    expect(draw({})).toContain('<ol class="flex flex-col gap-4">');
  });
});
