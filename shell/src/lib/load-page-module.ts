import type { ComponentType } from 'react';
import { isFallbackModule } from '../mf/fallback-plugin';
import { RemoteUnavailableError } from '../mf/fallback-registry';

export interface PageModule {
  default: ComponentType;
}

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const page = (value as { default: unknown }).default;
  // A component is a function, or an object from memo()/forwardRef()/lazy().
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

/** Loads an exposed page for React.lazy; anything that is not a page surfaces as "unavailable". */
export async function loadPageModule(load: (id: string) => Promise<unknown>, id: string): Promise<PageModule> {
  const loaded = await load(id);
  if (isFallbackModule(loaded)) return loaded as unknown as PageModule;
  if (!isPageModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded;
}
