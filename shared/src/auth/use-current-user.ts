import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from './auth-slice';

/** The signed-in user, or null for a visitor. */
export function useCurrentUser() {
  return useAppSelector(selectCurrentUser);
}
