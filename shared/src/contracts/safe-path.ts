// No zod here: the shell's route guards use this on every page's first render.

/**
 * The `?next=` target after sign-in, only when it is a same-site path: it must start with one
 * '/' (not '//' or '/\\', which browsers treat as another host) and hold no control characters
 * (browsers strip tabs, so '/\t/evil' would become '//evil'). Anything else is ignored so a
 * crafted link cannot send a user off-site after they sign in.
 */
export function getSafeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, 'https://freelane.invalid');
    if (url.origin !== 'https://freelane.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
