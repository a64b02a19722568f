import "server-only";
import { Client } from "pg";
import { SESSION_CHANGED_CHANNEL, type SessionChange } from "@/lib/server/sessions/session-changed";
import { BATTLE_CHANGED_CHANNEL, type BattleChange } from "./battle-changed";

/**
 * What a subscriber hears: a change of its battle, or "listening" — the hub has just (re)started
 * listening, so changes may have been missed before: read the battle's current version.
 */
export type BattleSignal = { kind: "change"; change: BattleChange } | { kind: "listening" };
export type BattleSubscriber = (signal: BattleSignal) => void;
/** The same for an open session page (a game's session page that follows its session live). */
export type SessionSignal = { kind: "change"; change: SessionChange } | { kind: "listening" };
export type SessionSubscriber = (signal: SessionSignal) => void;
type Subscriber = (signal: BattleSignal | SessionSignal) => void;
/** A session's key among the subscribers (a battle's is its id, which never starts so). */
const sessionTopic = (sessionId: string) => `session:${sessionId}`;

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = "longbox-battle-events";
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * One LISTEN connection per server process, fanned out in memory to the open battle pages (and session pages) of this
 * process (the server-sent events route). Prisma cannot LISTEN, so this is a dedicated `pg`
 * client, opened at the first subscriber. Every app instance runs its own, so a change made
 * through any instance reaches the pages of all of them. A lost connection (Postgres restarted,
 * network) is opened again with a growing delay, and every subscriber is told "listening" once it
 * is back, so none stays on a version it missed.
 */
class BattleEventHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private client: Client | null = null;
  private isListening = false;
  private isConnecting = false;
  private isClosed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly connectionString: string) {}

  /** Calls `subscriber` for each change of `battleId` until the returned function is called. */
  subscribe(battleId: string, subscriber: BattleSubscriber): () => void {
    return this.follow(battleId, subscriber as Subscriber);
  }

  /** Calls `subscriber` for each change of the session until the returned function is called. */
  subscribeSession(sessionId: string, subscriber: SessionSubscriber): () => void {
    return this.follow(sessionTopic(sessionId), subscriber as Subscriber);
  }

  private follow(topic: string, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(topic);
    if (!set) this.subscribers.set(topic, (set = new Set()));
    set.add(subscriber);
    this.isClosed = false;
    if (this.isListening) queueMicrotask(() => subscriber({ kind: "listening" }));
    else void this.connect();
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(topic) === set) this.subscribers.delete(topic);
    };
  }

  /** How many pages of this process follow a battle (tests). */
  subscriberCount(battleId: string): number {
    return this.subscribers.get(battleId)?.size ?? 0;
  }

  /** Stops listening and forgets every subscriber (tests, shutdown). */
  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retryTimer);
    this.subscribers.clear();
    const client = this.client;
    this.client = null;
    this.isListening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.isConnecting || this.isListening || this.isClosed) return;
    this.isConnecting = true;
    clearTimeout(this.retryTimer);
    const client = new Client({ connectionString: this.connectionString, keepAlive: true, application_name: LISTENER_NAME });
    client.on("notification", (message) => {
      if (message.channel === BATTLE_CHANGED_CHANNEL && message.payload) this.dispatch(message.payload);
      if (message.channel === SESSION_CHANGED_CHANNEL && message.payload) this.dispatchSession(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${BATTLE_CHANGED_CHANNEL}`);
      await client.query(`LISTEN ${SESSION_CHANGED_CHANNEL}`);
    } catch (error) {
      this.isConnecting = false;
      // Said once per outage: the retries that follow fail the same way.
      if (this.retryMs === FIRST_RETRY_MS) console.warn("[longbox] Live battle updates cannot listen to the database yet; retrying.", error instanceof Error ? error.message : "");
      this.lost(client, error);
      return;
    }
    this.isConnecting = false;
    if (this.isClosed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.isListening = true;
    this.retryMs = FIRST_RETRY_MS;
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber({ kind: "listening" });
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== null && this.client !== client) return;
    if (this.client === client) console.warn("[longbox] Live battle updates lost their database connection; reconnecting.", error instanceof Error ? error.message : "");
    this.client = null;
    this.isListening = false;
    client.removeAllListeners();
    client.on("error", () => undefined);
    void client.end().catch(() => undefined);
    if (this.isClosed || this.isConnecting) return;
    clearTimeout(this.retryTimer);
    // With nobody left to tell, the next subscriber opens it again.
    this.retryTimer = setTimeout(() => (this.subscribers.size > 0 ? void this.connect() : undefined), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private dispatch(payload: string): void {
    let change: BattleChange;
    try {
      change = JSON.parse(payload) as BattleChange;
    } catch {
      return;
    }
    const set = this.subscribers.get(change.battleId);
    if (!set) return;
    for (const subscriber of [...set]) subscriber({ kind: "change", change });
  }

  private dispatchSession(payload: string): void {
    let change: SessionChange;
    try {
      change = JSON.parse(payload) as SessionChange;
    } catch {
      return;
    }
    const set = this.subscribers.get(sessionTopic(change.sessionId));
    if (!set) return;
    for (const subscriber of [...set]) subscriber({ kind: "change", change });
  }
}

const globalForEvents = globalThis as unknown as { longboxBattleEvents?: BattleEventHub };

/** This process's hub, created on first use (dev-mode reloads keep the one on globalThis). */
export function battleEvents(): BattleEventHub {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set; start Longbox with `npm start` or `npm run dev`.");
  globalForEvents.longboxBattleEvents ??= new BattleEventHub(connectionString);
  return globalForEvents.longboxBattleEvents;
}
