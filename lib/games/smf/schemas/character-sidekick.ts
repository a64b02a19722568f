import type { CharacterCampaignState, CharacterKind, PowerId, SmfCharacter } from "@/lib/rules/smf/character";
import { hasPower } from "@/lib/rules/smf/roster/traits";

/**
 * The link between a sidekick roster entry and the teammate whose Servitor / Sidekick power brings
 * it (state.sidekickOf, L1033; read by pre-battle/roll-sidekick-arrivals). The builder offers only
 * the owners this allows and shows the problem live; the server asks the same questions again
 * (lib/games/smf/server/characters/validate-for-team.ts). Pure, so both sides share it.
 */

export interface SidekickOwnerOption {
  id: string;
  name: string;
  /** The minor power the owner's sheet names for its sidekick (a Servitor / Sidekick choice), if set. */
  sidekickPower?: PowerId;
}

export const SIDEKICK_OWNER_MISSING_MESSAGE = "Choose the teammate this sidekick belongs to.";
export const SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE = "That character is not on this team's roster, so cannot have this sidekick.";

/** A living sidekick entry (kind "sidekick") that belongs to `ownerId`. Thralls are another option (L1151) and do not count. */
function isLivingSidekickOf(c: SmfCharacter, ownerId: string): boolean {
  return c.kind === "sidekick" && c.state.sidekickOf === ownerId && c.state.status !== "dead";
}

/** Why `owner` cannot take one more sidekick (other than `candidateId`), or null when it can. */
function ownerRefusal(owner: SmfCharacter, roster: readonly SmfCharacter[], candidateId: string): string | null {
  if (!hasPower(owner, "servitor-sidekick")) return `${owner.name} does not have the Servitor / Sidekick power, so has no sidekick to bring.`;
  if (owner.state.status === "dead") return `${owner.name} has fallen and brings no sidekick.`;
  const current = roster.find((c) => c.id !== candidateId && isLivingSidekickOf(c, owner.id));
  return current ? `${owner.name} already has a sidekick, ${current.name}.` : null;
}

/**
 * The teammates a sidekick may belong to: on the roster (`roster` holds only characters not
 * retired), with the Servitor / Sidekick power, alive, and without another living sidekick.
 * `candidateId`: the sidekick being edited, so its own owner stays on the list.
 */
export function sidekickOwnerOptions(roster: readonly SmfCharacter[], candidateId = ""): SidekickOwnerOption[] {
  return roster
    .filter((c) => c.id !== candidateId && ownerRefusal(c, roster, candidateId) === null)
    .map((c) => {
      const sidekickPower = c.build.powers.find((p) => p.power === "servitor-sidekick" && p.choices?.sidekickPower)?.choices?.sidekickPower;
      return sidekickPower ? { id: c.id, name: c.name, sidekickPower } : { id: c.id, name: c.name };
    });
}

/**
 * The problem with a sidekick's owner, or null. Only sidekicks have one: other kinds answer null
 * (the server drops a stray owner). The owner must be in `roster` (this team's characters, not
 * retired): an id from another team is refused like a missing one.
 */
export function sidekickOwnerProblem(candidate: Pick<SmfCharacter, "id" | "kind"> & { sidekickOf?: string }, roster: readonly SmfCharacter[]): string | null {
  if (candidate.kind !== "sidekick") return null;
  if (!candidate.sidekickOf) return SIDEKICK_OWNER_MISSING_MESSAGE;
  const owner = roster.find((c) => c.id === candidate.sidekickOf && c.id !== candidate.id);
  if (!owner) return SIDEKICK_OWNER_NOT_ON_TEAM_MESSAGE;
  return ownerRefusal(owner, roster, candidate.id);
}

/**
 * When a rebuilt character would lose the Servitor / Sidekick power while a living sidekick still
 * belongs to it: the message, or null. The sidekick must go first, so no entry points at a
 * character that cannot bring it.
 */
export function orphanedSidekickProblem(rebuilt: SmfCharacter, roster: readonly SmfCharacter[]): string | null {
  if (hasPower(rebuilt, "servitor-sidekick")) return null;
  const sidekick = roster.find((c) => c.id !== rebuilt.id && isLivingSidekickOf(c, rebuilt.id));
  return sidekick ? `${sidekick.name} is ${rebuilt.name || "this character"}'s sidekick, so the Servitor / Sidekick power stays. Delete or retire ${sidekick.name} first.` : null;
}

/** The campaign state with the owner a form chose: set for a sidekick, dropped for any other kind. */
export function withSidekickOwner(state: CharacterCampaignState, kind: CharacterKind, sidekickOf: string | undefined): CharacterCampaignState {
  const { sidekickOf: _previous, ...rest } = state;
  return kind === "sidekick" && sidekickOf ? { ...rest, sidekickOf } : rest;
}
