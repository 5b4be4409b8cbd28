import type { RemoteRegistry } from '@freelane/shared/contracts';
import { fetchRemoteRegistry, registerRegistry } from './remote-registry';
import { yieldToMain } from './yield-to-main';

export interface StartShellDeps {
  fetchRegistry?: () => Promise<RemoteRegistry | null>;
  register?: (registry: RemoteRegistry) => void;
  bootstrap: () => Promise<unknown>;
  /** Ends the task between registering the remotes and booting (see yield-to-main.ts). */
  yieldTask?: () => Promise<void>;
}

/**
 * Registers the live remotes, then boots React. Any failure on the way (registry down,
 * malformed, a registration error) still boots: header, footer and the "unavailable" panels
 * belong to the shell and must render without remotes.
 */
export async function startShell({
  fetchRegistry = fetchRemoteRegistry,
  register = registerRegistry,
  bootstrap,
  yieldTask = yieldToMain,
}: StartShellDeps): Promise<void> {
  try {
    const registry = await fetchRegistry();
    if (registry) register(registry);
  } catch (error) {
    console.error('[freelane] could not register remotes', error);
  }
  // Registering the remotes and evaluating the app's modules are two tasks, not one long one.
  await yieldTask();
  await bootstrap();
}
