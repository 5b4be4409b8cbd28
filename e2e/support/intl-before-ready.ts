// Issue 39 (docs/decisions.md, stop 97): the first Intl object a page builds makes the engine load
// its locale data, tens of milliseconds on a phone inside whatever task builds it. Front-end code
// writes figures, months and relative times without it (shared/src/contracts/number-format.ts,
// enforced by the lint rule); this records what any code of a page, libraries included, builds
// before the app is ready, so a walk over every page can ask for none.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __intlBeforeReady?: string[];
  }
}

/** From the next navigation on, every Intl object built (and every toLocale… or localeCompare call) before `data-app-ready`. */
export async function recordIntlBeforeReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__intlBeforeReady = seen;
    const note = (what: string) => {
      if (document.documentElement?.dataset.appReady) return;
      // The caller's frame: the script and function that built it.
      const caller = (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
      seen.push(`${what} ${caller.replace(/https?:\/\/[^/]+/, '')}`);
    };
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'RelativeTimeFormat',
      'Collator',
      'PluralRules',
      'ListFormat',
      'Segmenter',
      'DisplayNames',
    ]) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct: (target, args, newTarget) => (note(`Intl.${name}`), Reflect.construct(target, args, newTarget)),
        apply: (target, self, args) => (note(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [owner, name] of methods) {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name];
      Object.defineProperty(owner, name, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          note(name);
          return original.apply(this, args);
        },
      });
    }
  });
}

/** What the current document built before it was ready (recordIntlBeforeReady). */
export function intlBuiltBeforeReady(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__intlBeforeReady ?? []);
}
