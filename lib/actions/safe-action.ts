import "server-only";
import { createMiddleware, createSafeActionClient, returnServerError } from "next-safe-action";
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
import type { GameVerbs, Verb } from "@/lib/authz/permissions";
import { type ActionResult, type ActionState, CHECK_FIELDS_MESSAGE, formValues, unexpectedError } from "./action-result";

/**
 * The one way a server action is made (../shared/STYLE.md §3, after dub's safe-action.ts):
 *
 *   export const shareTeamAction = teamAction("team:share-publicly", "shareTeam")
 *     .input(z.object({ teamId: idField }), { invalid: refuseWith("That team could not be found.") })
 *     .run(({ access, team, input }) => …);
 *
 * Every action is next-safe-action's own middleware chain on one client, each step adding to ctx:
 *
 *   actionClient                 logs anything unplanned and answers the generic message
 *   .use(signedInUser)           ctx.user (or the sign-in redirect, before anything is parsed)
 *   .use(ofGame(id))             a game's actions only: ctx.game, the system its records must be of
 *   .inputSchema(form)           the form parsed once with zod (a failure reads as the form words it)
 *   .useValidated(authorize)     the stored record named by the input, through lib/server/authz (the
 *                                one place that decides, with the permission table): ctx.authorized
 *   .useValidated(sameGame)      another system's record does not exist to a game's action
 *   .action(serverCode)
 *
 * A refusal is `returnServerError`; redirects thrown by any step pass through untouched.
 *
 * The builders below only put the chain together: next-safe-action answers `{ data, serverError,
 * validationErrors }`, while every form here reads one `ActionState` (`{ ok: true, data } |
 * { ok: false, message, fieldErrors?, values? }`, action-result.ts) through
 * `useActionState(action, initialActionState)`. They fold the library's three answers into that
 * one, say per action how a parse failure reads (the wording differs by form), and send the typed
 * text fields back with every refusal, so no component changes.
 */

type Failure = Extract<ActionResult, { ok: false }>;

/** Where sign-in comes back to when no one is signed in: a path, or one made from the form (a campaign's page). */
type SignInReturn = string | ((formData: FormData) => string);

const DEFAULT_SIGN_IN = "/campaigns";

const metadataSchema = z.object({
  /** Logged with unexpected errors: "[longbox] <name> failed" (the service's name). */
  name: z.string(),
  signIn: z.union([z.string(), z.custom<(formData: FormData) => string>((value) => typeof value === "function")]).optional(),
});

/** The base every action starts from: its name, and what an unplanned error answers. */
export const actionClient = createSafeActionClient({
  defineMetadataSchema: () => metadataSchema,
  // Only errors no one planned for get here (refusals go through returnServerError).
  handleServerError: (error, { metadata }): Failure => unexpectedError(metadata.name, error),
});

// ---------------------------------------------------------------------------------------------
// The steps before the input is parsed.

/** Open to anyone, signed in or not: ctx.user is null. */
export const publicClient = actionClient.use(async ({ next }) => next({ ctx: { user: null } }));

/** Needs an account: ctx.user, or the sign-in redirect back to the action's page. */
export const signedInClient = actionClient.use(async ({ next, clientInput, metadata }) => {
  const signIn: SignInReturn = metadata.signIn ?? DEFAULT_SIGN_IN;
  const returnTo = typeof signIn === "function" ? signIn(clientInput instanceof FormData ? clientInput : new FormData()) : signIn;
  return next({ ctx: { user: await requireUser(returnTo) } });
});

/**
 * A game's step: its actions serve campaigns of this system only (ctx.game). A game adds it to the
 * signed-in client, and takes the record builders for that client and its own verbs
 * (lib/games/<game>/actions/action-builders.ts):
 *
 *   export const { campaignAction, teamAction, battleAction } = recordActions(signedInClient.use(ofGame(smf.id)), smf);
 */
export const ofGame = (gameSystemId: string) => createMiddleware<{ ctx: { user: CurrentUser } }>().define(async ({ next }) => next({ ctx: { game: gameSystemId } }));

type PublicClient = typeof publicClient;
type SignedInClient = typeof signedInClient;

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

/**
 * The form as next-safe-action's input schema: the form's fields as the schema wants them, parsed
 * once. next-safe-action hands `handleValidationErrorsShape` only its own tree of messages, while
 * the forms word a failure from zod's error (flattened fields, or every message in the order zod
 * found them); so the one parse words its refusal itself and leaves it for the shape step, keyed by
 * the form it came from.
 */
function formInput<S extends z.ZodType>(schema: S, fromForm: (formData: FormData) => unknown, invalid: InvalidInput) {
  const refusals = new WeakMap<object, Failure>();
  const input = {
    "~standard": {
      version: 1 as const,
      vendor: "longbox",
      validate: async (clientInput: unknown) => {
        const parsed = await schema.safeParseAsync(fromForm(clientInput as FormData));
        if (parsed.success) return { value: parsed.data as z.output<S> };
        if (typeof clientInput === "object" && clientInput !== null) refusals.set(clientInput, invalid(parsed.error));
        return { issues: parsed.error.issues };
      },
      types: undefined as unknown as { input: FormData; output: z.output<S> },
    },
  };
  const refusal = (clientInput: unknown): Failure =>
    (typeof clientInput === "object" && clientInput !== null ? refusals.get(clientInput) : undefined) ?? { ok: false, message: CHECK_FIELDS_MESSAGE };
  return { input, refusal };
}

// ---------------------------------------------------------------------------------------------
// The builder.

interface BuilderOptions {
  /** Logged with unexpected errors: "[longbox] <name> failed" (the service's name). */
  name: string;
  /** Where sign-in comes back to when no one is signed in (default /campaigns). */
  signIn?: SignInReturn;
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

/** The record a step authorizes, and what a game's action answers for another system's one. */
interface RecordStep<Need, Ctx> {
  authorize: Authorize<Need, Ctx>;
  missing: AuthorizeFailure;
}

type RunArgs<User, Input, Ctx> = { user: User; input: Input; formData: FormData } & Ctx;

/** A form's action, as `useActionState` calls it. */
export type FormAction<T> = (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

/** The context the steps before the input leave: who acts, and (for a game's actions) the game. */
type PreInputCtx = { user: CurrentUser | null; game?: string };

class ActionBuilder<User extends CurrentUser | null, Need, Ctx extends object> {
  constructor(
    private readonly client: PublicClient | SignedInClient,
    private readonly options: BuilderOptions,
    private readonly record: RecordStep<Need, Ctx> | null,
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
    if (this.record) throw new Error(`${name}: an action that authorizes a record needs .input()`);
    const safe = this.named().action(async ({ ctx }) => {
      await serverCode(ctx as unknown as { user: User } & Ctx);
      return { ok: true } as const;
    });
    return async () => {
      const result = await safe(undefined);
      if (result?.serverError) throw new Error(`${name}: ${result.serverError.message}`);
    };
  }

  private named() {
    const { name, signIn } = this.options;
    return (this.client as SignedInClient).metadata({ name, signIn });
  }

  private build<S extends z.ZodType<Need>, T>(
    schema: S,
    fromForm: (formData: FormData) => unknown,
    invalid: InvalidInput,
    serverCode: (args: RunArgs<User, z.output<S>, Ctx>) => Promise<ActionResult<T>>,
  ): FormAction<T> {
    const { name, echo } = this.options;
    const record = this.record;
    const form = formInput(schema, fromForm, invalid);
    const safe = this.named()
      .inputSchema(form.input, { handleValidationErrorsShape: async (_tree, { clientInput }) => form.refusal(clientInput) })
      // Authorize: the stored record named by the input, decided by lib/server/authz.
      .useValidated(async ({ parsedInput, ctx, next }) => {
        if (!record) return next({ ctx: { authorized: {} as Ctx } });
        const result = await record.authorize(ctx.user, parsedInput as Need);
        if (!result.ok) returnServerError<Failure>({ ok: false, message: result.message });
        const { ok: _ok, ...authorized } = result as { ok: true } & Ctx;
        return next({ ctx: { authorized: authorized as Ctx } });
      })
      // The game: to a game's action, another system's campaign, team or battle does not exist (it
      // answers as the authorize step does for a missing record), so no game's code ever reads
      // another's stored shapes.
      .useValidated(async ({ ctx, next }) => {
        const { game } = ctx as PreInputCtx;
        const access = (ctx.authorized as { access?: CampaignAccess }).access;
        if (record && game !== undefined && access?.gameSystem !== game) returnServerError<Failure>({ ok: false, message: record.missing.message });
        return next();
      })
      .action(async ({ parsedInput, clientInput, ctx }) =>
        serverCode({ user: ctx.user as User, input: parsedInput as z.output<S>, formData: clientInput, ...(ctx.authorized as Ctx) } as RunArgs<User, z.output<S>, Ctx>),
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

/** Open to anyone, signed in or not (sign-in, sign-up, a reset link). */
export function publicAction(name: string, options: Omit<BuilderOptions, "name" | "signIn"> = {}) {
  return new ActionBuilder<null, unknown, object>(publicClient, { ...options, name }, null);
}

/** Needs an account, and no role anywhere: the user acts on their own account, or makes a campaign of their own. */
export function userAction(name: string, options: Omit<BuilderOptions, "name"> = {}) {
  return new ActionBuilder<CurrentUser, unknown, object>(signedInClient, { ...options, name }, null);
}

type TeamRef = { id: string; campaignId: string; ownerId: string | null };

/**
 * The builders of actions on a campaign's records, on a client: the signed-in one, or a game's
 * (signedInClient.use(ofGame(id))), whose actions then refuse another system's records. `game`: the
 * game whose own verbs (GameSystem.permissions) its actions may ask for, besides the generic ones.
 */
export function recordActions<G extends GameVerbs = never>(client: SignedInClient, game?: G) {
  return {
    /** `permission` on the campaign named by the input. `grantsRole`: the role the action hands out (an invite). */
    campaignAction<Need extends { campaignId: string }>(
      permission: Verb<G>,
      name: string,
      { grantsRole, ...options }: Omit<BuilderOptions, "name"> & { grantsRole?: (input: Need) => CampaignRole } = {},
    ) {
      return new ActionBuilder<CurrentUser, Need, { access: CampaignAccess }>(
        client,
        { ...options, name },
        {
          authorize: (user, input) => authorizeCampaign(user.id, input.campaignId, permission, grantsRole ? { grantsRole: grantsRole(input), game } : { game }),
          missing: NOT_FOUND,
        },
      );
    },

    /** `permission` on the stored team named by the input: its campaign and owner come from the database. */
    teamAction(permission: Verb<G>, name: string, options: Omit<BuilderOptions, "name"> = {}) {
      return new ActionBuilder<CurrentUser, { teamId: string }, { access: CampaignAccess; team: TeamRef }>(
        client,
        { ...options, name },
        { authorize: (user, input) => authorizeTeam(user.id, input.teamId, permission, { game }), missing: NOT_FOUND },
      );
    },

    /** `permission` on the stored battle named by the input ("owner" = owner of one of its teams). */
    battleAction(permission: Verb<G>, name: string, options: Omit<BuilderOptions, "name"> = {}) {
      return new ActionBuilder<CurrentUser, { battleId: string }, { access: CampaignAccess; battle: BattleRef }>(
        client,
        { ...options, name },
        { authorize: (user, input) => authorizeBattle(user.id, input.battleId, permission, { game }), missing: BATTLE_NOT_FOUND },
      );
    },

    /** A change to another member of the campaign: the actor must outrank them (authorizeMemberChange). */
    memberAction<Need extends { campaignId: string; userId: string }>(change: (input: Need) => MemberChange, name: string, options: Omit<BuilderOptions, "name"> = {}) {
      return new ActionBuilder<CurrentUser, Need, { access: CampaignAccess; target: CampaignAccess }>(
        client,
        { ...options, name },
        { authorize: (user, input) => authorizeMemberChange(user.id, input.campaignId, input.userId, change(input)), missing: NOT_FOUND },
      );
    },
  };
}

export const { campaignAction, teamAction, battleAction, memberAction } = recordActions(signedInClient);

/** The sign-in return for forms under a campaign: its page, from the form's campaign id. */
export const campaignReturn =
  (suffix = "") =>
  (formData: FormData) =>
    `/campaigns/${String(formData.get("campaignId") ?? "")}${suffix}`;
