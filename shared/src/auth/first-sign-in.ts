import { useLocation } from 'react-router-dom';

/**
 * The history state a sign-in lands with when it was the account's first (the API's `firstSignIn`,
 * issue 36): the landing page greets it as a first visit, not "Welcome back". Kept in the history
 * entry, not the URL: a reload of that page still greets the same way, a shared link never does.
 */
export const FIRST_SIGN_IN_STATE = { firstSignIn: true } as const;

export function useIsFirstSignIn(): boolean {
  const { state } = useLocation();
  return Boolean(state && typeof state === 'object' && (state as { firstSignIn?: unknown }).firstSignIn === true);
}

/** "Welcome to Freelane, Ava" on the first sign-in, "Welcome back, Ava" afterwards. */
export function greetingFor(name: string | undefined, firstSignIn: boolean): string {
  const greeting = firstSignIn ? 'Welcome to Freelane' : 'Welcome back';
  return name ? `${greeting}, ${name}` : greeting;
}
