// No shared package here: the shell's entry reads it before the federation runtime has started.
import type { CurrentUser } from '@freelane/shared/contracts';

/** The page's `<script type="application/json" id="fl-session">` (api/src/frontend/page-html.ts). */
export const SESSION_ELEMENT_ID = 'fl-session';

/**
 * Who the server found signed in when it sent this page (their profile, or null for a visitor),
 * or undefined when the page says nothing (the dev server's plain HTML).
 */
export function readServerSession(): { user: CurrentUser | null } | undefined {
  const element = document.getElementById(SESSION_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as { user: CurrentUser | null };
  } catch {
    return undefined;
  }
}
