import { createContext } from 'react';

/**
 * antd's toast and confirmation APIs (message, notification, modal), as the toast host attaches
 * them. Typed where they are used (`@freelane/shared/ui`): the core holds no antd.
 */
export interface ToastsApi {
  message: object;
  notification: object;
  modal: object;
}
export type ToastKind = keyof ToastsApi;

/**
 * Between every page and the one toast host the shell mounts inside its router and store (so a
 * toast may hold a link). The host is antd, which the shell's first render does without: it is
 * mounted later, and what is asked of it meanwhile waits in order, then runs.
 *
 * A toast belongs to the page it was shown on (issue 36: a refusal from /SignUp stayed stacked over
 * /login). When the page changes (`pageChanged`, called by the shell's router), every toast closes
 * except those asked just before the change: they announce it ("Job posted successfully." while My
 * Jobs opens) and carry over that one change only.
 */
export interface ToastsBridge {
  call(kind: ToastKind, method: string, args: unknown[]): unknown;
  attach(api: ToastsApi): void;
  detach(): void;
  /** Told when something is asked while no host is attached; at once if something already waits. */
  onWanted(listener: () => void): () => void;
  /** The page changed: closes the toasts of the pages before, keeps those that announce this one. */
  pageChanged(): void;
}

/** A toast asked this shortly before a page change announces it (it was asked by the same action). */
export const TOAST_CARRY_OVER_MS = 1500;

/** antd's methods that open a toast (message.success(…), notification.error({…}), …). */
const OPENERS = new Set(['open', 'success', 'error', 'info', 'warning', 'loading']);

interface ShownToast {
  kind: 'message' | 'notification';
  key: string;
  at: number;
  /** Already carried over one page change: the next one closes it. */
  carried: boolean;
}

const isConfig = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !('$$typeof' in value) && ('content' in value || 'message' in value);

/**
 * The same call with a key the bridge can close it by: antd takes a config object in place of the
 * content (message.success(content, duration, onClose) ≡ message.success({ content, duration, onClose })).
 */
function withKey(kind: 'message' | 'notification', args: unknown[], key: string): { args: unknown[]; key: string } {
  const [first, ...rest] = args;
  if (isConfig(first)) {
    const own = typeof first.key === 'string' || typeof first.key === 'number' ? String(first.key) : null;
    return own ? { args, key: own } : { args: [{ ...first, key }, ...rest], key };
  }
  if (kind === 'notification') return { args, key: '' };
  const [duration, onClose] = rest;
  const config: Record<string, unknown> = { content: first, key };
  if (duration !== undefined) config.duration = duration;
  if (onClose !== undefined) config.onClose = onClose;
  return { args: [config], key };
}

export function createToastsBridge(now: () => number = Date.now): ToastsBridge {
  let api: ToastsApi | null = null;
  const waiting: [ToastKind, string, unknown[]][] = [];
  const listeners = new Set<() => void>();
  let shown: ShownToast[] = [];
  let counter = 0;
  const run = (target: ToastsApi, kind: ToastKind, method: string, args: unknown[]) =>
    (target[kind] as Record<string, (...args: unknown[]) => unknown>)[method]?.(...args);
  const close = (toast: ShownToast) => {
    if (api) run(api, toast.kind, 'destroy', [toast.key]);
    else {
      // Not shown yet (the host is loading): it is dropped from the queue instead.
      const index = waiting.findIndex(([, , args]) => isConfig(args[0]) && String(args[0].key) === toast.key);
      if (index >= 0) waiting.splice(index, 1);
    }
  };
  return {
    call(kind, method, rawArgs) {
      let args = rawArgs;
      if (kind !== 'modal' && OPENERS.has(method)) {
        counter += 1;
        const keyed = withKey(kind, rawArgs, `freelane-toast-${counter}`);
        args = keyed.args;
        if (keyed.key) shown.push({ kind, key: keyed.key, at: now(), carried: false });
      }
      if (api) return run(api, kind, method, args);
      waiting.push([kind, method, args]);
      listeners.forEach((listener) => listener());
      return undefined;
    },
    attach(next) {
      api = next;
      for (const [kind, method, args] of waiting.splice(0)) run(next, kind, method, args);
    },
    detach() {
      api = null;
    },
    onWanted(listener) {
      listeners.add(listener);
      // Something already waits: asked before anyone listened. The early loader replays a click made
      // on the server's page at the app's first commit, before the host slot's effect subscribes: a
      // confirmation asked then waited for a second action to load the host (issue 39, stop 55).
      if (!api && waiting.length > 0) listener();
      return () => listeners.delete(listener);
    },
    pageChanged() {
      const at = now();
      const kept: ShownToast[] = [];
      for (const toast of shown) {
        if (!toast.carried && at - toast.at <= TOAST_CARRY_OVER_MS) kept.push({ ...toast, carried: true });
        else close(toast);
      }
      shown = kept;
    },
  };
}

export const ToastsContext = createContext<ToastsBridge | null>(null);
