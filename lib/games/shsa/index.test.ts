import { describe, expect, test } from "vitest";
import { DEFAULT_SHSA_SETTINGS } from "@/lib/rules/shsa";
import { gameSystem, isSelectableGameSystem, listGameSystems } from "@/lib/games/registry";
import { shsaRulesSettings } from "./campaign-settings";
import { newHeroSheet, readHeroSheet, readHeroState } from "./hero-sheet";
import { SHSA_DEFAULT_SETTINGS, shsa } from "./index";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("SHSA's manifest", () => {
  test("is the catalog's SHSA_PLAY_SHEET, offered to a new campaign, with its heroes and sessions", () => {
    expect(gameSystem("SHSA_PLAY_SHEET")).toBe(shsa);
    expect(listGameSystems().find((listed) => listed.id === shsa.id)).toMatchObject({ name: "SHSA play sheet", isAvailable: true });
    expect(isSelectableGameSystem(shsa.id)).toBe(true);
    expect(shsa.roster.words).toEqual({ one: "hero", many: "Heroes" });
    // A hero's alignment is on its sheet (SHSA-R2); the heroes take no side of the campaign.
    expect("alignments" in shsa.roster).toBe(false);
    expect(shsa.sessions.kinds.map((kind) => kind.id)).toEqual(["EPISODE", "WEEK"]);
    expect("battles" in shsa).toBe(false);
    expect("standings" in shsa).toBe(false);
  });

  test("its settings are the rules library's with their defaults, stored with a version", () => {
    expect(SHSA_DEFAULT_SETTINGS).toEqual({ ...DEFAULT_SHSA_SETTINGS, version: 1 });
    expect(shsa.settings.schema.parse(SHSA_DEFAULT_SETTINGS)).toEqual(SHSA_DEFAULT_SETTINGS);
    expect(shsaRulesSettings(SHSA_DEFAULT_SETTINGS)).toEqual(DEFAULT_SHSA_SETTINGS);
    expect(shsa.settings.schema.safeParse({ ...SHSA_DEFAULT_SETTINGS, version: 2 }).success).toBe(false);
  });

  test("reads the campaign form's text: numbers, yes/no and choices; a left-out option takes its default", () => {
    // The form's yes/no options post the stored booleans as text, so a stored false shows as No.
    const yesNo = shsa.settings.form.flatMap((section) => section.fields).find((field) => field.name === "tieIsSuccess");
    expect(yesNo?.kind === "select" ? yesNo.options.map((option) => option.value) : []).toEqual([String(true), String(false)]);
    expect(shsa.settings.fromInput({ tieIsSuccess: String(false) }).data?.tieIsSuccess).toBe(false);
    const parsed = shsa.settings.fromInput({ name: "Ignored", activityPeriodsPerWeek: "8", tieIsSuccess: "no", comparator: "highest", comebackOnTurn12: "yes", traitDice: "" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ ...SHSA_DEFAULT_SETTINGS, activityPeriodsPerWeek: 8, tieIsSuccess: false, comparator: "highest", comebackOnTurn12: true });
    expect(shsa.settings.fromInput({}).data).toEqual(SHSA_DEFAULT_SETTINGS);
  });

  test("refuses each bad option with its field's message", () => {
    expect(messagesOf(shsa.settings.fromInput({ activityPeriodsPerWeek: "0" }))).toEqual(["activityPeriodsPerWeek: Activity Periods per week must be 1 or more."]);
    expect(messagesOf(shsa.settings.fromInput({ traitDice: "2.5" }))).toEqual(["traitDice: Enter The dice a stat or skill throws as a whole number."]);
    expect(messagesOf(shsa.settings.fromInput({ comparator: "lowest" }))).toEqual(["comparator: Choose how a task compares the rolls: total or highest."]);
    expect(messagesOf(shsa.settings.fromInput({ tieIsSuccess: "maybe" }))).toEqual(["tieIsSuccess: Say whether a tie succeeds (yes or no)."]);
    expect(messagesOf(shsa.settings.fromInput({ alignmentNeutralUpTo: "6" }))).toEqual([
      "alignmentNeutralUpTo: The highest Neutral face must be below the alignment die's top face, or no one rolls Hero.",
    ]);
    expect(messagesOf(shsa.settings.fromInput({ luxuriousFrom: "16", plutocratFrom: "14" }))).toEqual([
      "plutocratFrom: A Plutocrat's Lifestyle die must be at least a Luxurious one's.",
    ]);
  });

  test("the campaign form names only options the settings read, and the first session locks only stored options", () => {
    const names = shsa.settings.form.flatMap((section) => section.fields.map((field) => field.name));
    for (const name of names) expect(Object.keys(SHSA_DEFAULT_SETTINGS), name).toContain(name);
    for (const name of shsa.settings.lockedByPlay) expect(names, name).toContain(name);
    const locked = shsa.settings.form.filter((section) => section.locksWithPlay).flatMap((section) => section.fields.map((field) => field.name));
    expect([...locked].sort()).toEqual([...shsa.settings.lockedByPlay].sort());
  });

  test("a roster entry is a hero sheet: a sound one passes, a bad one is refused naming the field", () => {
    expect(shsa.roster.validateEntry(SHSA_DEFAULT_SETTINGS, newHeroSheet("Nightjar"), [])).toEqual({ ok: true });
    const check = shsa.roster.validateEntry(SHSA_DEFAULT_SETTINGS, { ...newHeroSheet("Nightjar"), lifestyle: 7 } as never, []);
    expect(check).toMatchObject({
      ok: false,
      problems: [{ field: "lifestyle", message: "Lifestyle must be a die on the Val ladder (D4, D6, D8, D10, D12, D14, D16, D18, D20, D30)." }],
    });
    expect(shsa.roster.validateEntry(SHSA_DEFAULT_SETTINGS, { ...newHeroSheet(" "), vp: -1 }, [])).toMatchObject({
      ok: false,
      problems: [
        { field: "name", message: "A hero needs a name." },
        { field: "vp", message: "VP cannot be below 0." },
      ],
    });
  });

  test("a stored sheet of the wrong shape is a clear error naming the field", () => {
    expect(readHeroSheet(newHeroSheet("Nightjar"))).toEqual(newHeroSheet("Nightjar"));
    expect(() => readHeroSheet({ ...newHeroSheet("Nightjar"), stats: { ST: 6 } })).toThrow("The stored hero sheet does not fit at stats.DX");
    expect(() => readHeroSheet(null)).toThrow("at its root");
  });

  test("a hero just made by the team form (an empty state) reads as a new sheet under its name; a stored state is checked line by line", () => {
    expect(readHeroState({}, "Nightjar")).toEqual({ v: 1, sheet: newHeroSheet("Nightjar"), history: [], condition: { status: "well" }, sessionStarts: [], pending: [] });
    const line = { field: "vp", before: 0, after: 2, reason: "patrol", key: "k", at: "2026-11-28T00:00:00.000Z", by: "Alice" };
    // A state written before conditions (or pending changes) were kept reads as a well hero with no session to undo and nothing pending.
    expect(readHeroState({ v: 1, sheet: { ...newHeroSheet("Nightjar"), vp: 2 }, history: [line] }, "Renamed")).toMatchObject({
      sheet: { name: "Nightjar" },
      condition: { status: "well" },
      sessionStarts: [],
      pending: [],
    });
    // A dead Name's weeks since its last check (SHSA-R16) are a whole number from 1.
    expect(
      readHeroState({ v: 1, sheet: newHeroSheet("Nightjar"), history: [], condition: { status: "dead", cadence: "monthly", weeksSinceCheck: 3 } }, "Nightjar").condition,
    ).toEqual({
      status: "dead",
      cadence: "monthly",
      weeksSinceCheck: 3,
    });
    expect(() => readHeroState({ v: 1, sheet: newHeroSheet("Nightjar"), history: [], pending: [{ id: "p", face: 21 }] }, "Nightjar")).toThrow(
      "The stored hero does not fit at pending.0.face",
    );
    expect(() => readHeroState({ v: 1, sheet: newHeroSheet("Nightjar"), history: [], condition: { status: "dead" } }, "Nightjar")).toThrow(
      "The stored hero does not fit at condition.cadence",
    );
    expect(() => readHeroState({ v: 1, sheet: newHeroSheet("Nightjar"), history: [{ ...line, reason: "looting" }] }, "Nightjar")).toThrow(
      "The stored hero does not fit at history.0.reason",
    );
    expect(() => readHeroState([], "Nightjar")).toThrow("The stored hero does not fit");
  });

  test("its ledger holds the sheet's points, with the rules' reasons as stored words", () => {
    expect(shsa.ledger.currencies.map((currency) => currency.id)).toEqual(["shsa-vp", "shsa-legend", "shsa-build", "shsa-resource", "shsa-training", "shsa-dp"]);
    expect(shsa.ledger.isEntry({ currency: "shsa-vp", reason: "RELATIONSHIP_TASK" })).toBe(true);
    expect(shsa.ledger.isEntry({ currency: "shsa-vp", reason: "FIGURES_DEFEATED" })).toBe(false);
    expect(shsa.ledger.isEntry({ currency: "story-points", reason: "PATROL" })).toBe(false);
  });

  test("its own verbs carry its prefix and let a hero's player act on their own hero, a viewer never; closing a week is a runner's", () => {
    expect(shsa.permissions.prefix).toBe("shsa");
    for (const [verb, permission] of Object.entries(shsa.permissions.verbs)) {
      const ownerRoles: readonly string[] = "ownerRoles" in permission ? permission.ownerRoles : [];
      expect(verb.startsWith("shsa:"), verb).toBe(true);
      expect(permission.roles, verb).not.toContain("PLAYER");
      // Running an episode and closing a week are the game master's; every other verb acts on a hero its player may touch.
      if (verb === "shsa:close-week" || verb === "shsa:run-episode") expect(ownerRoles, verb).toEqual([]);
      else expect(ownerRoles, verb).toContain("PLAYER");
      expect([...permission.roles, ...ownerRoles], verb).not.toContain("VIEWER");
    }
  });
});
