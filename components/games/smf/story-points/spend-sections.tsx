import { randomUUID } from "node:crypto";
import { grimoireOptions, quiverOptions } from "@/components/games/smf/character-builder/builder-menus";
import { SelectField } from "@/components/ui/select-field";
import { GRIMOIRE_MINORS, QUIVER_SIZE } from "@/lib/rules/smf";
import type { SpendMenu } from "@/lib/games/smf/views/spend-menu";
import { CancelGuestStarForm, SpendForm } from "../client";

type Menu<K extends keyof SpendMenu> = NonNullable<SpendMenu[K]>;

function SpendCard({ id, title, cost, balance, children }: { id: string; title: string; cost: number; balance: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          {title}
        </h2>
        <p className="font-semibold">
          Costs {cost} SP{balance < cost ? <span className="font-normal text-red-800"> · the balance is short</span> : null}
        </p>
      </div>
      {children}
    </section>
  );
}

const powerOptions = (rows: { id: string; name: string }[]) => rows.map((row) => ({ value: row.id, label: row.name }));

export function GuestStarSpend({ teamId, balance, menu }: { teamId: string; balance: number; menu: Menu<"guestStar"> }) {
  return (
    <SpendCard id="guest-star" title="Guest star" cost={menu.cost} balance={balance}>
      <p className="text-sm text-stone-700">
        Hire a guest star who joins the team&apos;s next game from round 2 and leaves after it.
        {menu.pending > 0 ? ` Already booked for the next game: ${menu.pending}.` : ""}
      </p>
      <SpendForm
        teamId={teamId}
        requestKey={randomUUID()}
        kind="guest-star"
        submitLabel="Book a guest star"
        confirm={{ question: `Spend ${menu.cost} SP on a guest star for the next battle?`, yes: `Yes, spend ${menu.cost} SP` }}
      />
      {menu.cancellable[0] ? (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-3">
          <p className="text-sm text-stone-700">A booking can be cancelled until its guest star joins a battle; the story points come back.</p>
          <CancelGuestStarForm teamId={teamId} entryId={menu.cancellable[0]} cost={menu.cost} />
        </div>
      ) : null}
    </SpendCard>
  );
}

export function CurseLiftSpend({ teamId, balance, menu }: { teamId: string; balance: number; menu: Menu<"curseLift"> }) {
  return (
    <SpendCard id="curse-lift" title="Lift a curse" cost={menu.cost} balance={balance}>
      <p className="text-sm text-stone-700">Each curse makes every check harder; this removes one.</p>
      <SpendForm teamId={teamId} requestKey={randomUUID()} kind="curse-lift" submitLabel="Lift the curse">
        <SelectField
          name="characterId"
          idSuffix="curse-lift"
          label="Cursed character"
          options={menu.characters.map((c) => ({ value: c.id, label: `${c.name} (${c.curses} ${c.curses === 1 ? "curse" : "curses"})` }))}
        />
      </SpendForm>
    </SpendCard>
  );
}

export function VehicleSpend({ teamId, balance, menu }: { teamId: string; balance: number; menu: Menu<"vehicle"> }) {
  return (
    <SpendCard id="vehicle" title="Vehicle" cost={menu.cost} balance={balance}>
      <p className="text-sm text-stone-700">Pay to bring a vehicle to the next scenario.</p>
      <SpendForm teamId={teamId} requestKey={randomUUID()} kind="vehicle" submitLabel="Pay for a vehicle">
        {menu.vehicles.length > 0 ? (
          <SelectField
            name="vehicleId"
            idSuffix="vehicle"
            label="Which vehicle"
            options={[{ value: "", label: "Not a particular one" }, ...menu.vehicles.map((v) => ({ value: v.id, label: v.name }))]}
          />
        ) : null}
      </SpendForm>
    </SpendCard>
  );
}

export function QuiverSpend({ teamId, balance, menu }: { teamId: string; balance: number; menu: Menu<"quiver"> }) {
  const options = powerOptions(quiverOptions());
  return (
    <SpendCard id="quiver" title="Restock a quiver" cost={menu.cost} balance={balance}>
      <p className="text-sm text-stone-700">Choose {QUIVER_SIZE} different trick arrows for an archer.</p>
      {menu.archers.map((archer) => (
        <fieldset key={archer.id} className="flex flex-col gap-3 border-t border-stone-200 pt-3">
          <legend className="font-semibold">{archer.name}</legend>
          <SpendForm teamId={teamId} requestKey={randomUUID()} kind="quiver" hidden={{ characterId: archer.id }} submitLabel={`Restock ${archer.name}'s quiver`}>
            <div className="grid gap-3 sm:grid-cols-3">
              {Array.from({ length: QUIVER_SIZE }, (_, i) => (
                <SelectField
                  key={i}
                  name="quiver"
                  idSuffix={`${archer.id}-${i}`}
                  label={`Trick arrow ${i + 1}`}
                  options={options}
                  defaultValue={archer.quiver[i] ?? options[i]?.value}
                />
              ))}
            </div>
          </SpendForm>
        </fieldset>
      ))}
    </SpendCard>
  );
}

export function GrimoireSpend({ teamId, balance, menu }: { teamId: string; balance: number; menu: Menu<"grimoire"> }) {
  const majors = powerOptions(grimoireOptions("major"));
  const minors = powerOptions(grimoireOptions("minor"));
  return (
    <SpendCard id="grimoire" title="Rewrite a grimoire" cost={menu.cost} balance={balance}>
      <p className="text-sm text-stone-700">Choose 1 major and {GRIMOIRE_MINORS} different minor spells for a sorcerer.</p>
      {menu.sorcerers.map((sorcerer) => (
        <fieldset key={sorcerer.id} className="flex flex-col gap-3 border-t border-stone-200 pt-3">
          <legend className="font-semibold">{sorcerer.name}</legend>
          <SpendForm teamId={teamId} requestKey={randomUUID()} kind="grimoire" hidden={{ characterId: sorcerer.id }} submitLabel={`Rewrite ${sorcerer.name}'s grimoire`}>
            <SelectField name="grimoireMajor" idSuffix={sorcerer.id} label="Major spell" options={majors} defaultValue={sorcerer.grimoire?.major} />
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: GRIMOIRE_MINORS }, (_, i) => (
                <SelectField
                  key={i}
                  name="grimoireMinors"
                  idSuffix={`${sorcerer.id}-${i}`}
                  label={`Minor spell ${i + 1}`}
                  options={minors}
                  defaultValue={sorcerer.grimoire?.minors[i] ?? minors[i]?.value}
                />
              ))}
            </div>
          </SpendForm>
        </fieldset>
      ))}
    </SpendCard>
  );
}
