import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { TextWithRuleRefs } from "./text-with-rule-refs";

const render = (text: string) => renderToStaticMarkup(createElement(TextWithRuleRefs, { text }));

describe("TextWithRuleRefs: the sentence, then one small rule marker", () => {
  test("a reference leaves the sentence for a button named with it", () => {
    const html = render("Grey Rhino: Inspired Recovery (L2593)");
    expect(html.startsWith("Grey Rhino: Inspired Recovery<span")).toBe(true);
    expect(html).toContain('title="Rule: book line 2593"');
    expect(html).toContain('aria-label="rule: book line 2593"');
    expect(html).toContain(">rule</button>");
    expect(html).not.toContain("(L2593)");
  });

  test("a sentence without references is left as it is, with no marker", () => {
    expect(render("Grey Rhino (2 bumps)")).toBe("Grey Rhino (2 bumps)");
  });
});
