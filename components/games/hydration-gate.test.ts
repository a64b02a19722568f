import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, test } from "vitest";
import { gated } from "./hydration-gate";

const Field = ({ label }: { label: string }) => createElement("label", null, label, createElement("input", { name: "name" }));

async function serverHtml(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe("a lazily loaded game component as the server draws it", () => {
  test("its controls sit in a disabled, busy fieldset, with a loading status for screen readers", async () => {
    const html = await serverHtml(createElement(gated(Field), { label: "Name" }));
    expect(html).toMatch(/^<fieldset disabled="" aria-busy="true" class="contents">/);
    expect(html).toContain('<span role="status" class="hydration-note sr-only">Loading…</span>');
    // The component itself is drawn, with its props, inside the fieldset.
    expect(html).toContain('<label>Name<input name="name"/></label></fieldset>');
  });

  test("the wrapper names the component it holds (React's developer tools, error messages)", () => {
    expect(gated(Field).displayName).toBe("Gated(Field)");
  });
});
