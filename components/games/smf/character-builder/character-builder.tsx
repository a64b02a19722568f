"use client";
import { useId, useMemo, useState } from "react";
import { freshCampaignState, type CharacterBuild, type CharacterCampaignState, type SmfCharacter } from "@/lib/rules/smf/character";
import type { ValidationResult } from "@/lib/rules/smf/roster/problem";
import { validateCharacter, type ValidateOptions } from "@/lib/rules/smf/roster/validate-character";
import { archetypeClashes, archetypeHolder, type ArchetypeHolder } from "@/lib/rules/smf/roster/archetype-clashes";
import { ArchetypeClashNotes } from "../teams/archetype-clash-notes";
import { withSidekickOwner, type SidekickOwnerOption } from "@/lib/games/smf/schemas/character-sidekick";
import type { CardTeammate } from "../character-card/card-format";
import { CharacterCard } from "../character-card/character-card";
import { BackgroundsSection } from "./backgrounds-section";
import { BoostsSection } from "./boosts-section";
import type { BuilderKind } from "./builder-menus";
import { blankBuild, changeArchetype, setSidekickOwner, sidekickOwnerDraftProblem } from "./builder-model";
import { ChoicesSection } from "./choices-section";
import { FieldProblems, type FieldLookup, type ShownProblem } from "./field-problems";
import { IdentitySection } from "./identity-section";
import { EquipmentSection, SidekickSection, VehicleSection } from "./kind-sections";
import { PowersSection } from "./powers-section";
import { problemsByField, type FieldKey } from "./problem-fields";

export interface BuilderDraft {
  name: string;
  kind: BuilderKind;
  build: CharacterBuild;
  /** A sidekick's owner (state.sidekickOf); posted only while the kind is sidekick. */
  sidekickOf?: string;
}

export interface CharacterBuilderProps {
  initial?: Partial<BuilderDraft>;
  /** The character's id when editing one (Rapport may not link to itself). */
  characterId?: string;
  /** Campaign state, so the card shows bumps and injuries while editing an existing character. */
  state?: CharacterCampaignState;
  /** What may be built; the first is the default. */
  kinds?: readonly BuilderKind[];
  options?: Pick<ValidateOptions, "allowAlternatePowerLevels" | "allowVehicles" | "socialScienceVariant">;
  /** The rest of the team, for Rapport and the card's sidekick lines. */
  teammates?: readonly CardTeammate[];
  /** In a team: the archetypes its members who can still fight count as, to say when this one shares one beyond the limit (L238, Ruling R4). */
  rosterArchetypes?: readonly ArchetypeHolder[];
  /** In a team: the teammates a sidekick may belong to (sidekickOwnerOptions). Absent in the sandbox. */
  sidekickOwners?: readonly SidekickOwnerOption[];
  /** The server's refusals of the owner on the last save, shown beside the owner field. */
  sidekickOfErrors?: readonly string[];
  onChange?: (build: CharacterBuild, validation: ValidationResult, draft: BuilderDraft) => void;
}

function toCharacter(draft: BuilderDraft, id: string, state: CharacterCampaignState): SmfCharacter {
  return { id, name: draft.name, kind: draft.kind, build: draft.build, state: withSidekickOwner(state, draft.kind, draft.sidekickOf) };
}

/** The owner problems beside the owner field: the builder's own, then the server's, each once. */
function ownerProblems(draft: BuilderDraft, owners: readonly SidekickOwnerOption[] | undefined, serverErrors: readonly string[]): ShownProblem[] {
  if (draft.kind !== "sidekick") return [];
  const own = sidekickOwnerDraftProblem(draft.kind, draft.sidekickOf, owners);
  const messages = [...new Set([...(own ? [own] : []), ...serverErrors])];
  return messages.map((message) => ({ code: "sidekick-owner", field: "sidekickOf", message }));
}

/**
 * Edits a CharacterBuild with the legal menus only, validates it on every change and shows each
 * problem beside its control, with the derived card alongside. Inside a form it submits `name`,
 * `kind` and `build` (JSON), and in a team a sidekick's `sidekickOf`.
 */
export function CharacterBuilder({
  initial,
  characterId = "draft",
  state,
  kinds = ["character", "henchmen", "sidekick"],
  options = {},
  teammates = [],
  rosterArchetypes = [],
  sidekickOwners,
  sidekickOfErrors = [],
  onChange,
}: CharacterBuilderProps) {
  const idPrefix = `b${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const firstKind = initial?.kind ?? kinds[0] ?? "character";
  const [draft, setDraft] = useState<BuilderDraft>(() => ({
    name: initial?.name ?? "",
    kind: firstKind,
    build: initial?.build ?? blankBuild(firstKind),
    sidekickOf: initial?.sidekickOf,
  }));
  const cardState = useMemo(() => state ?? freshCampaignState(), [state]);
  const partners = useMemo(() => teammates.filter((t) => t.id !== characterId), [teammates, characterId]);
  const validateOptions = useMemo<ValidateOptions>(
    () => ({ ...options, team: partners.map((t) => ({ id: t.id, name: t.name, kind: "character", build: blankBuild("character"), state: freshCampaignState() })) }),
    [options, partners],
  );

  const character = toCharacter(draft, characterId, cardState);
  const validation = validateCharacter(character, validateOptions);
  const owner = ownerProblems(draft, sidekickOwners, sidekickOfErrors);
  const problems: ShownProblem[] = [...(validation.ok ? [] : validation.problems), ...owner];
  const byField = new Map<FieldKey, ShownProblem[]>(problemsByField(validation.ok ? [] : validation.problems, draft.kind, draft.build));
  if (owner.length) byField.set("sidekickOf", owner);
  const f: FieldLookup = { idPrefix, problems: byField };
  const isLegal = problems.length === 0;
  // Legal to build, but a battle fields only one of each archetype: say so before the set-up does.
  const clashes = archetypeClashes([...rosterArchetypes.filter((m) => m.id !== characterId), archetypeHolder({ ...character, name: draft.name || "this character" })]).filter(
    (clash) => clash.characterIds.includes(characterId),
  );

  const commit = (next: BuilderDraft) => {
    setDraft(next);
    onChange?.(next.build, validateCharacter(toCharacter(next, characterId, cardState), validateOptions), next);
  };
  const update = (build: CharacterBuild) => commit({ ...draft, build });
  const onKind = (kind: BuilderKind) => {
    const blank = blankBuild(kind);
    commit({ ...draft, kind, build: kind === "sidekick" ? blank : changeArchetype({ ...draft.build, powers: [] }, blank.archetype) });
  };
  const onOwner = (sidekickOf: string | undefined) =>
    commit({
      ...draft,
      sidekickOf,
      build: setSidekickOwner(
        draft.build,
        sidekickOwners?.find((o) => o.id === sidekickOf),
      ),
    });
  const section = { f, build: draft.build, update };
  const isCharacter = draft.kind === "character";
  const cardId = `${idPrefix}-card`;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex flex-col gap-4">
        <div
          role="status"
          aria-live="polite"
          className={`rounded-md border px-3 py-2 text-sm font-medium ${isLegal ? "border-emerald-600 bg-emerald-50 text-emerald-900" : "border-amber-600 bg-amber-50 text-amber-900"}`}
        >
          {isLegal ? "This build is legal." : `${problems.length} ${problems.length === 1 ? "problem" : "problems"} to fix — each is shown beside its field.`}{" "}
          <a href={`#${cardId}`} className="underline lg:hidden">
            See the card
          </a>
        </div>
        <FieldProblems f={f} fieldKey="general" />
        <div aria-live="polite">
          <ArchetypeClashNotes clashes={clashes} label="Line-up limits for this team" />
        </div>
        <IdentitySection
          {...section}
          name={draft.name}
          onName={(name) => commit({ ...draft, name })}
          kind={draft.kind}
          kinds={kinds}
          onKind={onKind}
          allowAlternatePowerLevels={Boolean(options.allowAlternatePowerLevels)}
        />
        {draft.kind === "sidekick" ? (
          <SidekickSection {...section} owners={sidekickOwners} owner={draft.sidekickOf} onOwner={onOwner} />
        ) : draft.build.archetype === "street-level-henchmen" ? (
          <EquipmentSection {...section} />
        ) : (
          <PowersSection {...section} />
        )}
        {draft.kind === "vehicle" ? <VehicleSection {...section} /> : null}
        <ChoicesSection {...section} teammates={partners} />
        {isCharacter ? <BoostsSection {...section} /> : null}
        <BackgroundsSection {...section} />
        <input type="hidden" name="kind" value={draft.kind} />
        <input type="hidden" name="build" value={JSON.stringify(draft.build)} />
        {draft.kind === "sidekick" && sidekickOwners ? <input type="hidden" name="sidekickOf" value={draft.sidekickOf ?? ""} /> : null}
      </div>
      <section id={cardId} aria-labelledby={`${cardId}-heading`} className="flex scroll-mt-4 flex-col gap-2 self-start lg:sticky lg:top-4">
        <h2 id={`${cardId}-heading`} className="text-lg font-bold">
          Card preview
        </h2>
        <CharacterCard character={character} options={options} headingLevel={3} teammates={teammates} />
      </section>
    </div>
  );
}
