import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { ActionState } from "@/lib/actions/action-result";
import { DiceSourceField, type DiceSourceFieldProps } from "./dice-source-field";
import { RollForm, type RollFormProps } from "./roll-form";

const DICE: DiceSourceFieldProps = {
  idSuffix: "fall",
  label: "Die",
  appLabel: "The app's d20",
  physicalLabel: "A d20 I rolled",
  appDiceOnly: false,
  faces: { label: "The d20 shows" },
};

const neverCalled = async (): Promise<ActionState<{ summary: string }>> => {
  throw new Error("The form is only drawn here.");
};

const draw = (props: Partial<RollFormProps<{ summary: string }>>) =>
  renderToStaticMarkup(
    createElement(
      RollForm<{ summary: string }>,
      {
        action: neverCalled,
        hidden: { teamId: "t1", hazardId: "h1" },
        className: "flex flex-col gap-2",
        "aria-labelledby": "fall-heading",
        heading: createElement("h3", { id: "fall-heading" }, "A fall"),
        dice: DICE,
        submit: { label: "Roll the fall", pendingLabel: "Rolling…", look: "secondary" },
        ...props,
      },
      createElement("input", { name: "distanceRank" }),
    ),
  );

describe("a roll form", () => {
  test("heading, hidden records and a request key, its own fields, the dice, the message region, then the submit", () => {
    const html = draw({});
    const order = [
      '<form class="flex flex-col gap-2" aria-labelledby="fall-heading"',
      '<h3 id="fall-heading">A fall</h3>',
      '<input type="hidden" name="teamId" value="t1"/>',
      '<input type="hidden" name="hazardId" value="h1"/>',
      'name="requestKey"',
      '<input name="distanceRank"/>',
      '<select id="field-source-fall" name="source"',
      'aria-live="polite"',
      ">Roll the fall</button>",
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test("a fresh request key, a different one for each form", () => {
    const key = (html: string) => /name="requestKey" value="([^"]+)"/.exec(html)?.[1];
    const [first, second] = [key(draw({})), key(draw({}))];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  test("the submit button's look, and no answer before a roll is recorded", () => {
    const html = draw({ done: (data) => data.summary });
    expect(html).toMatch(/<button type="submit"[^>]*class="[^"]*border-brand-700[^"]*">Roll the fall<\/button>/);
    expect(html).not.toContain("text-green-800");
  });

  test("a form that does not roll draws no dice", () => {
    const html = draw({ dice: undefined });
    expect(html).not.toContain('name="source"');
    expect(html).toContain(">Roll the fall</button>");
  });
});

describe("the app-or-typed dice fields", () => {
  const drawDice = (props: Partial<DiceSourceFieldProps>) => renderToStaticMarkup(createElement(DiceSourceField, { ...DICE, ...props }));

  test("offer the app's dice first, then typed ones; the faces field waits for typed dice", () => {
    const html = drawDice({});
    expect(html).toContain('<option value="app" selected="">The app&#x27;s d20</option><option value="physical">A d20 I rolled</option>');
    expect(html).not.toContain('name="faces"');
  });

  test("with the app's dice only, a one-choice select, or the choice posted hidden when the form asks", () => {
    const select = drawDice({ appDiceOnly: true });
    expect(select).toContain('<option value="app" selected="">The app&#x27;s d20</option></select>');
    expect(select).not.toContain('value="physical"');
    expect(drawDice({ appDiceOnly: true, isHiddenWhenAppOnly: true })).toBe('<input type="hidden" name="source" value="app"/>');
    // Hidden only with the app's dice only: otherwise the table may still type its dice.
    expect(drawDice({ isHiddenWhenAppOnly: true })).toContain('<option value="physical">A d20 I rolled</option>');
  });
});
