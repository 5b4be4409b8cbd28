import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// As React.lazy's own constraint: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy part of a page, with `load()` for the page's `preloadFor` (shell/src/lib/first-page.ts). */
export type LazyPart<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  /** Loads the part's code once (again after a failure); a render after it shows the part at once. */
  load(): Promise<unknown>;
};

/**
 * React.lazy for a part a page's first screen may show at some addresses (a tab, a view): the page's
 * `preloadFor` calls `load()` for those, the server and the shell await it, and then both render
 * the part itself, not its loading fallback (issue 39: what the server renders is what stays).
 * Once loaded, the lazy reads a thenable that answers at once, so it renders in that very commit:
 * a promise, even a settled one, answers a microtask later and the first render would suspend.
 */
export function lazyPart<Component extends AnyComponent>(
  importer: () => Promise<{ default: Component }>,
): LazyPart<Component> {
  let loaded: { default: Component } | undefined;
  let loading: Promise<{ default: Component }> | undefined;
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  const part = lazy(() => {
    const module = loaded;
    if (!module) return load();
    const answered = {
      then(resolve: (value: { default: Component }) => void) {
        resolve(module);
      },
    };
    return answered as unknown as Promise<{ default: Component }>;
  });
  return Object.assign(part, { load });
}
