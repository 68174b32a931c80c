import { liveRetryDelay, type LiveConnectionListener } from '../../graphql/live-retry';

/** docs/product.md, "Business constants": the offline notice shows after 5 s without a connection. */
export const OFFLINE_NOTICE_AFTER_MS = 5000;

/**
 * Whether the page is connected, from its subscriptions' connections and the browser's own notion
 * (`navigator.onLine`). A moment's drop says nothing; after `OFFLINE_NOTICE_AFTER_MS` without a
 * connection `onNotice(true)`, and `onNotice(false)` once connected again.
 */
export class ConnectionMonitor {
  private readonly down = new Set<string>();
  private online = true;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private shown = false;

  constructor(
    private readonly onNotice: (shown: boolean) => void,
    private readonly delayMs = OFFLINE_NOTICE_AFTER_MS,
  ) {}

  /** The connection named `key` is lost (true) or up (false). */
  setDown(key: string, down: boolean): void {
    if (down) this.down.add(key);
    else this.down.delete(key);
    this.update();
  }

  setOnline(online: boolean): void {
    this.online = online;
    this.update();
  }

  get connected(): boolean {
    return this.online && this.down.size === 0;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private update(): void {
    if (this.connected) {
      this.dispose();
      if (this.shown) {
        this.shown = false;
        this.onNotice(false);
      }
      return;
    }
    if (this.shown || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.shown = true;
      this.onNotice(true);
    }, this.delayMs);
  }
}

/** A subscription as `keepSubscribed` needs it: started with a listener for its link's connection. */
export type StartSubscription<T> = (connection: LiveConnectionListener) => {
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void; complete: () => void }): { unsubscribe(): void };
};

export interface KeepSubscribedOptions<T> {
  start: StartSubscription<T>;
  onResult: (value: T) => void;
  /** The connection is lost (true) or up again (false). */
  onDown: (down: boolean) => void;
  /** How long a subscription opened again stays up before it counts as connected, for a link that cannot tell. */
  settleMs?: number;
  delay?: (attempt: number) => number;
  /**
   * Whether a failure is the server's answer (it refused the subscription, e.g. the session ended): it
   * is tried again all the same, but the page is not offline.
   */
  answered?: (error: unknown) => boolean;
}

/**
 * Keeps a subscription open for as long as the page wants it: one that fails or ends (the server
 * restarted, the worker was replaced) opens again after a backoff (src/graphql/live-retry.ts). Returns
 * the function that ends it.
 */
export function keepSubscribed<T>({ start, onResult, onDown, settleMs = 1000, delay = liveRetryDelay, answered = () => false }: KeepSubscribedOptions<T>): () => void {
  let attempt = 0;
  let stopped = false;
  let down = false;
  let subscription: { unsubscribe(): void } | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | null = null;

  const setDown = (value: boolean) => {
    if (settleTimer) clearTimeout(settleTimer);
    settleTimer = null;
    if (value === down) return;
    down = value;
    onDown(value);
  };

  const retry = (reachable: boolean) => {
    if (stopped || retryTimer) return;
    subscription = null;
    if (!reachable) setDown(true);
    attempt += 1;
    retryTimer = setTimeout(open, delay(attempt));
  };

  function open() {
    retryTimer = null;
    if (stopped) return;
    const connection: LiveConnectionListener = {
      lost: () => !stopped && setDown(true),
      connected: () => {
        if (stopped) return;
        attempt = 0;
        setDown(false);
      },
    };
    let ended = false;
    const end = (error?: unknown) => {
      ended = true;
      retry(error !== undefined && answered(error));
    };
    subscription = start(connection).subscribe({
      next: (value) => {
        if (stopped) return;
        attempt = 0;
        setDown(false);
        onResult(value);
      },
      error: (error: unknown) => end(error ?? new Error('The subscription failed')),
      complete: () => end(),
    });
    // Opened again after a failure: a link that cannot tell when it is connected is taken to be once
    // the subscription has stood for a moment.
    if (down && !stopped && !ended) {
      settleTimer = setTimeout(() => {
        settleTimer = null;
        attempt = 0;
        setDown(false);
      }, settleMs);
    }
  }

  open();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    if (settleTimer) clearTimeout(settleTimer);
    subscription?.unsubscribe();
    subscription = null;
  };
}
