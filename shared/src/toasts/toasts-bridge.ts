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
 * toast may hold a link, and outlives the page that showed it: "Job posted successfully." stays
 * while My Jobs opens). The host is antd, which the shell's first render does without: it is
 * mounted later, and what is asked of it meanwhile waits in order, then runs.
 */
export interface ToastsBridge {
  call(kind: ToastKind, method: string, args: unknown[]): unknown;
  attach(api: ToastsApi): void;
  detach(): void;
  /** Called once, the first time anything is asked while no host is attached. */
  onWanted(listener: () => void): () => void;
}

export function createToastsBridge(): ToastsBridge {
  let api: ToastsApi | null = null;
  const waiting: [ToastKind, string, unknown[]][] = [];
  const listeners = new Set<() => void>();
  const run = (target: ToastsApi, kind: ToastKind, method: string, args: unknown[]) =>
    (target[kind] as Record<string, (...args: unknown[]) => unknown>)[method]?.(...args);
  return {
    call(kind, method, args) {
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
      return () => listeners.delete(listener);
    },
  };
}

export const ToastsContext = createContext<ToastsBridge | null>(null);
