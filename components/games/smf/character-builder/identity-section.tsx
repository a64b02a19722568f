import { STANDARD_ARCHETYPES, type ArchetypeId, type StandardArchetypeId } from "@/lib/rules/smf/character";
import { archetypeRow } from "@/lib/rules/smf/data/archetypes";
import { archetypeOptions, type BuilderKind } from "./builder-menus";
import { changeArchetype, setBaseArchetype } from "./builder-model";
import { FieldProblems, Group, controlId, type FieldLookup } from "./field-problems";
import { RadioOptions, SelectField } from "./option-inputs";
import type { SectionProps } from "./section-props";

const KIND_LABELS: Record<BuilderKind, { label: string; description: string }> = {
  character: { label: "Character", description: "A hero or villain built from an archetype." },
  henchmen: { label: "Henchmen group", description: "Ten goons acting as one model (Rule of 2D)." },
  sidekick: { label: "Sidekick", description: 'Move 6", Body 4, Psyche 4 and one minor power.' },
  vehicle: { label: "Vehicle", description: "A Basic Vehicle: a size, three minor powers and two vehicle powers." },
};

const STANDARD_OPTIONS = STANDARD_ARCHETYPES.map((id) => ({ value: id, label: archetypeRow(id).name }));

interface IdentityProps extends SectionProps {
  name: string;
  onName: (name: string) => void;
  kind: BuilderKind;
  kinds: readonly BuilderKind[];
  onKind: (kind: BuilderKind) => void;
  allowAlternatePowerLevels: boolean;
}

function NameField({ f, name, onName }: { f: FieldLookup; name: string; onName: (name: string) => void }) {
  const id = controlId(f, "name");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Name
      </label>
      <input
        id={id}
        name="name"
        value={name}
        onChange={(e) => onName(e.target.value)}
        autoComplete="off"
        required
        maxLength={80}
        className="min-h-11 rounded-md border border-stone-400 bg-white px-3 py-2 text-base shadow-sm"
      />
    </div>
  );
}

/** Name, what is being built, archetype and (Super, Powerhouse) base archetypes. */
export function IdentitySection({ f, build, update, name, onName, kind, kinds, onKind, allowAlternatePowerLevels }: IdentityProps) {
  const archetypes = archetypeOptions(kind, allowAlternatePowerLevels).map((a) => ({ value: a.id, label: a.name, description: archetypeRow(a.id).description }));
  const bases = build.baseArchetypes ?? [];
  const baseCount = build.archetype === "super" ? 1 : build.archetype === "powerhouse" ? 2 : 0;
  return (
    <div className="flex flex-col gap-4">
      <NameField f={f} name={name} onName={onName} />
      {kinds.length > 1 ? (
        <Group f={f} fieldKey="kind" legend="What are you building?">
          <RadioOptions f={f} fieldKey="kind" name="kind" value={kind} onChange={onKind} options={kinds.map((k) => ({ value: k, ...KIND_LABELS[k] }))} />
        </Group>
      ) : null}
      {kind === "vehicle" ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-stone-600">{archetypeRow(build.archetype).description}</p>
          <FieldProblems f={f} fieldKey="archetype" />
        </div>
      ) : kind !== "sidekick" ? (
        <div className="flex flex-col gap-2">
          <SelectField<ArchetypeId>
            f={f}
            fieldKey="archetype"
            name="archetype"
            label="Archetype"
            options={archetypes}
            value={build.archetype}
            onChange={(a) => a && update(changeArchetype(build, a))}
          />
          <p className="text-sm text-stone-600">{archetypeRow(build.archetype).description}</p>
          <FieldProblems f={f} fieldKey="archetype" />
        </div>
      ) : null}
      {baseCount > 0 ? (
        <Group
          f={f}
          fieldKey="baseArchetypes"
          legend={baseCount === 1 ? "Base archetype" : "Base archetypes"}
          hint={
            baseCount === 1
              ? "A Super uses one standard archetype's stats and lists, with two extra minor picks."
              : "A Powerhouse takes both archetypes' majors and minor picks, and the better of each stat."
          }
        >
          {Array.from({ length: baseCount }, (_, i) => (
            <SelectField<StandardArchetypeId>
              key={i}
              f={f}
              fieldKey="baseArchetypes"
              name={`base-${i}`}
              label={baseCount === 1 ? "Base" : `Base ${i + 1}`}
              options={STANDARD_OPTIONS}
              value={bases[i]}
              onChange={(b) => b && update(setBaseArchetype(build, i, b))}
            />
          ))}
        </Group>
      ) : null}
    </div>
  );
}
