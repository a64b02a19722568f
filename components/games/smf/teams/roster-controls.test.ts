import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
// Rendered, not submitted: the actions need a request.
vi.mock("@/lib/games/smf/actions/delete-character-action", () => ({ deleteCharacterAction: async () => ({ ok: true }) }));
vi.mock("@/lib/games/smf/actions/move-character-action", () => ({ moveCharacterAction: async () => ({ ok: true }) }));
vi.mock("@/lib/games/smf/actions/retire-character-action", () => ({ retireCharacterAction: async () => ({ ok: true }) }));
import type { CharacterStatus } from "@/lib/rules/smf";
import { RosterControls } from "./roster-controls";

function buttons(status: CharacterStatus, hasFought: boolean): string[] {
  const html = renderToStaticMarkup(
    createElement(RosterControls, { campaignId: "c", teamId: "t", character: { id: "x", name: "Pat", state: { status } }, isFirst: true, isLast: true, hasFought }),
  );
  return [...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1]!);
}

describe("RosterControls offers only what the services accept", () => {
  test.each([
    { label: "a draft", status: "active" as const, hasFought: false, expected: ["Retire Pat", "Delete Pat"] },
    { label: "a veteran (renamed on the edit page)", status: "active" as const, hasFought: true, expected: ["Retire Pat"] },
    { label: "the fallen stay in memoriam", status: "dead" as const, hasFought: true, expected: [] },
    { label: "a captive may still retire", status: "captured" as const, hasFought: true, expected: ["Retire Pat"] },
  ])("$label", ({ status, hasFought, expected }) => {
    expect(buttons(status, hasFought)).toEqual(["Edit Pat", ...expected]);
  });
});
