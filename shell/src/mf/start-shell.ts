import type { RemoteRegistry } from '@freelane/shared/contracts';
import { fetchRemoteRegistry, registerRegistry } from './remote-registry';

export interface StartShellDeps {
  fetchRegistry?: () => Promise<RemoteRegistry | null>;
  register?: (registry: RemoteRegistry) => void;
  bootstrap: () => Promise<unknown>;
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
}: StartShellDeps): Promise<void> {
  try {
    const registry = await fetchRegistry();
    if (registry) register(registry);
  } catch (error) {
    console.error('[freelane] could not register remotes', error);
  }
  await bootstrap();
}
