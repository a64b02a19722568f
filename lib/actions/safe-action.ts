import "server-only";
import { createSafeActionClient, returnServerError } from "next-safe-action";
import { z } from "zod";
import type { CampaignRole } from "@/lib/generated/prisma/enums";
import { requireUser, type CurrentUser } from "@/lib/server/auth/current-user";
import {
  authorizeBattle,
  authorizeCampaign,
  authorizeMemberChange,
  authorizeTeam,
  BATTLE_NOT_FOUND,
  NOT_FOUND,
  type AuthorizeFailure,
  type AuthorizeResult,
  type BattleRef,
  type CampaignAccess,
  type MemberChange,
} from "@/lib/server/authz/authorize";
import type { CampaignAction } from "@/lib/authz/permissions";
import { type ActionResult, type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

/**
 * The one way a server action is made (../shared/STYLE.md §3, after dub's safe-action.ts):
 *
 *   export const shareTeamAction = teamAction("team:share-publicly", "shareTeam")
 *     .input(z.object({ teamId: idField }), { invalid: refuseWith("That team could not be found.") })
 *     .run(({ access, input }) => …);
 *
 * next-safe-action runs the steps: a middleware requires the user, `inputSchema` parses the form
 * with zod, a validated middleware authorizes the stored record named by the parsed input (through
 * lib/server/authz, the one place that decides), then the server code calls the service. Its
 * `handleServerError` logs anything unplanned and answers with the generic message; a refusal is
 * its `returnServerError`. Redirects thrown by the server code pass through it untouched.
 *
 * Why a thin layer of our own on top: next-safe-action answers `{ data, serverError,
 * validationErrors }`, while every form here reads one `ActionState` (`{ ok: true, data } |
 * { ok: false, message, fieldErrors?, values? }`, action-result.ts) through
 * `useActionState(action, initialActionState)`. The layer folds the library's three answers into
 * that one, says per action how a parse failure reads (the wording differs by form), and sends the
 * typed text fields back with every refusal, so no component changes.
 */

type Failure = Extract<ActionResult, { ok: false }>;
type Metadata = { name: string };

const actionClient = createSafeActionClient({
  defineMetadataSchema: () => z.object({ name: z.string() }),
  // Only errors no one planned for get here (refusals go through returnServerError).
  handleServerError: (error, { metadata }): Failure => unexpectedError((metadata as Metadata).name, error),
});

// ---------------------------------------------------------------------------------------------
// How a parse failure reads on the form.

/** Every message a schema found, once each, in one line: the battle and spend forms are long, so the summary names them all. */
export function issueMessages(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join(" ");
}

export type InvalidInput = (error: z.ZodError) => Failure;

/** The default: a summary line and each field's messages beside it. */
export const refuseFields =
  (message: string = CHECK_FIELDS_MESSAGE): InvalidInput =>
  (error) => ({ ok: false, message, fieldErrors: z.flattenError(error).fieldErrors });

/** One fixed line: for buttons whose only input is a hidden id, a bad one means the record is gone. */
export const refuseWith =
  (message: string): InvalidInput =>
  () => ({ ok: false, message });

/** An upload form: the summary is the upload field's own message when it has one. */
export const refuseUpload =
  (field: string): InvalidInput =>
  (error) => {
    const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
    return { ok: false, message: fieldErrors[field]?.[0] ?? CHECK_FIELDS_MESSAGE, fieldErrors };
  };

/** Every message of the schema in one line, no field errors. */
export const refuseIssues: InvalidInput = (error) => ({ ok: false, message: issueMessages(error) });

// ---------------------------------------------------------------------------------------------
// The builder.

interface BuilderOptions {
  /** Logged with unexpected errors: "[longbox] <name> failed" (the service's name). */
  name: string;
  /** Where sign-in comes back to when no one is signed in (default /campaigns). */
  signIn?: string | ((formData: FormData) => string);
  /**
   * Text fields sent back with every refusal, so the form keeps what was typed (never passwords);
   * "every-field" for a form whose fields depend on a choice (a game system's own options).
   */
  echo?: readonly string[] | "every-field";
}

interface InputOptions {
  /** The form's fields as the schema wants them (nested shapes, repeated fields); default: one value per name. */
  fromForm?: (formData: FormData) => unknown;
  /** How a parse failure reads (default: refuseFields()). */
  invalid?: InvalidInput;
}

/** The authorization step: the parsed input names the record; lib/server/authz decides on the stored one. */
type Authorize<Need, Ctx> = (user: CurrentUser, input: Need) => Promise<AuthorizeResult<Ctx>>;

type RunArgs<User, Input, Ctx> = { user: User; input: Input; formData: FormData } & Ctx;

/** A form's action, as `useActionState` calls it. */
export type FormAction<T> = (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

class ActionBuilder<User extends CurrentUser | null, Need, Ctx extends object> {
  constructor(
    private readonly options: BuilderOptions,
    private readonly isSignInNeeded: boolean,
    private readonly authorize: Authorize<Need, Ctx> | null,
  ) {}

  input<S extends z.ZodType<Need>>(schema: S, { fromForm = (formData) => Object.fromEntries(formData), invalid = refuseFields() }: InputOptions = {}) {
    return {
      run: <T = undefined>(serverCode: (args: RunArgs<User, z.output<S>, Ctx>) => Promise<ActionResult<T>>): FormAction<T> => this.build(schema, fromForm, invalid, serverCode),
    };
  }

  /** An action with no input (a bare button): it has no form state to show a refusal, so an unexpected error goes to the error page. */
  run(serverCode: (args: { user: User } & Ctx) => Promise<void>): () => Promise<void> {
    const { name } = this.options;
    // Authorizing needs a record named by the input: an input-less action can only be a user's or a public one.
    if (this.authorize) throw new Error(`${name}: an action that authorizes a record needs .input()`);
    const safe = this.userStep().action(async ({ ctx }) => {
      await serverCode(ctx as { user: User } & Ctx);
      return { ok: true } as const;
    });
    return async () => {
      const result = await safe(undefined);
      if (result?.serverError) throw new Error(`${name}: ${result.serverError.message}`);
    };
  }

  private userStep() {
    const { name, signIn = "/campaigns" } = this.options;
    const isSignInNeeded = this.isSignInNeeded;
    return actionClient.metadata({ name }).use(async ({ next, clientInput }) => {
      const returnTo = typeof signIn === "function" ? signIn(clientInput instanceof FormData ? clientInput : new FormData()) : signIn;
      const user: CurrentUser | null = isSignInNeeded ? await requireUser(returnTo) : null;
      return next({ ctx: { user } });
    });
  }

  private build<S extends z.ZodType<Need>, T>(
    schema: S,
    fromForm: (formData: FormData) => unknown,
    invalid: InvalidInput,
    serverCode: (args: RunArgs<User, z.output<S>, Ctx>) => Promise<ActionResult<T>>,
  ): FormAction<T> {
    const { name, echo } = this.options;
    const authorize = this.authorize;
    const safe = this.userStep()
      .inputSchema(
        z.preprocess((formData) => fromForm(formData as FormData), schema),
        {
          // The library hands over its own tree of messages; the forms word a failure from zod's
          // error (flattened fields, or every message in the order zod found them), so parse again.
          handleValidationErrorsShape: async (_tree, { clientInput }) => {
            const parsed = schema.safeParse(fromForm(clientInput as FormData));
            return parsed.success ? unexpectedError(name, new Error("the input parsed on the second try")) : invalid(parsed.error);
          },
        },
      )
      .useValidated(async ({ parsedInput, ctx, next }) => {
        if (!authorize) return next({ ctx: { authorized: {} } });
        const result = await authorize(ctx.user as CurrentUser, parsedInput as Need);
        if (!result.ok) returnServerError<Failure>({ ok: false, message: result.message });
        const { ok: _ok, ...authorized } = result as { ok: true } & Ctx;
        return next({ ctx: { authorized } });
      })
      .action(async ({ parsedInput, clientInput, ctx }) =>
        serverCode({ user: ctx.user as User, input: parsedInput as z.output<S>, formData: clientInput as FormData, ...(ctx.authorized as Ctx) }),
      );

    return async (_previous, formData) => {
      const result = await safe(formData);
      const state: ActionResult<T> = result?.data ?? result?.serverError ?? result?.validationErrors ?? unexpectedError(name, new Error("the action answered nothing"));
      if (state.ok || !echo) return state;
      const fields = echo === "every-field" ? [...new Set([...formData.keys()])].filter((field) => !field.startsWith("$")) : [...echo];
      return { ...state, values: formValues(formData, fields) };
    };
  }
}

const DEFAULT_SIGN_IN = "/campaigns";

/** Open to anyone, signed in or not (sign-in, sign-up, a reset link). */
export function publicAction(name: string, options: Omit<BuilderOptions, "name" | "signIn"> = {}) {
  return new ActionBuilder<null, unknown, object>({ ...options, name }, false, null);
}

/** Needs an account, and no role anywhere: the user acts on their own account, or makes a campaign of their own. */
export function userAction(name: string, options: Omit<BuilderOptions, "name"> = {}) {
  return new ActionBuilder<CurrentUser, unknown, object>({ signIn: DEFAULT_SIGN_IN, ...options, name }, true, null);
}

/** `permission` on the campaign named by the input. `grantsRole`: the role the action hands out (an invite). */
export function campaignAction<Need extends { campaignId: string }>(
  permission: CampaignAction,
  name: string,
  { grantsRole, ...options }: Omit<BuilderOptions, "name"> & { grantsRole?: (input: Need) => CampaignRole } = {},
) {
  return new ActionBuilder<CurrentUser, Need, { access: CampaignAccess }>({ ...options, name }, true, (user, input) =>
    authorizeCampaign(user.id, input.campaignId, permission, grantsRole ? { grantsRole: grantsRole(input) } : {}),
  );
}

/** `permission` on the stored team named by the input: its campaign and owner come from the database. */
export function teamAction(permission: CampaignAction, name: string, options: Omit<BuilderOptions, "name"> = {}) {
  return new ActionBuilder<CurrentUser, { teamId: string }, { access: CampaignAccess; team: { id: string; campaignId: string; ownerId: string | null } }>(
    { ...options, name },
    true,
    (user, input) => authorizeTeam(user.id, input.teamId, permission),
  );
}

/** `permission` on the stored battle named by the input ("owner" = owner of one of its teams). */
export function battleAction(permission: CampaignAction, name: string, options: Omit<BuilderOptions, "name"> = {}) {
  return new ActionBuilder<CurrentUser, { battleId: string }, { access: CampaignAccess; battle: BattleRef }>({ ...options, name }, true, (user, input) =>
    authorizeBattle(user.id, input.battleId, permission),
  );
}

/**
 * The builders for one game system's actions: the same checks as campaignAction, teamAction and
 * battleAction, and the record must belong to a campaign of that system. To a system's action,
 * another system's campaign, team or battle does not exist (it answers as the authorize step does
 * for a missing record), so no game's code ever reads another's stored shapes. Each game's actions
 * take their builders from here (lint enforces it): lib/games/<game>/actions/action-builders.ts.
 */
export function gameActions(gameSystemId: string) {
  const ofThisGame =
    <Need, Ctx extends { access: CampaignAccess }>(authorize: (userId: string, input: Need) => Promise<AuthorizeResult<Ctx>>, missing: AuthorizeFailure) =>
    async (user: CurrentUser, input: Need): Promise<AuthorizeResult<Ctx>> => {
      const result = await authorize(user.id, input);
      return result.ok && result.access.gameSystem !== gameSystemId ? missing : result;
    };
  return {
    campaignAction<Need extends { campaignId: string }>(permission: CampaignAction, name: string, options: Omit<BuilderOptions, "name"> = {}) {
      return new ActionBuilder<CurrentUser, Need, { access: CampaignAccess }>(
        { ...options, name },
        true,
        ofThisGame((userId, input: Need) => authorizeCampaign(userId, input.campaignId, permission), NOT_FOUND),
      );
    },
    teamAction(permission: CampaignAction, name: string, options: Omit<BuilderOptions, "name"> = {}) {
      return new ActionBuilder<CurrentUser, { teamId: string }, { access: CampaignAccess; team: { id: string; campaignId: string; ownerId: string | null } }>(
        { ...options, name },
        true,
        ofThisGame((userId, input: { teamId: string }) => authorizeTeam(userId, input.teamId, permission), NOT_FOUND),
      );
    },
    battleAction(permission: CampaignAction, name: string, options: Omit<BuilderOptions, "name"> = {}) {
      return new ActionBuilder<CurrentUser, { battleId: string }, { access: CampaignAccess; battle: BattleRef }>(
        { ...options, name },
        true,
        ofThisGame((userId, input: { battleId: string }) => authorizeBattle(userId, input.battleId, permission), BATTLE_NOT_FOUND),
      );
    },
  };
}

/** A change to another member of the campaign: the actor must outrank them (authorizeMemberChange). */
export function memberAction<Need extends { campaignId: string; userId: string }>(change: (input: Need) => MemberChange, name: string, options: Omit<BuilderOptions, "name"> = {}) {
  return new ActionBuilder<CurrentUser, Need, { access: CampaignAccess; target: CampaignAccess }>({ ...options, name }, true, (user, input) =>
    authorizeMemberChange(user.id, input.campaignId, input.userId, change(input)),
  );
}

/** The sign-in return for forms under a campaign: its page, from the form's campaign id. */
export const campaignReturn =
  (suffix = "") =>
  (formData: FormData) =>
    `/campaigns/${String(formData.get("campaignId") ?? "")}${suffix}`;
