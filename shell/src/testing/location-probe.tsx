import { useLocation } from 'react-router-dom';

/** Shows the router's current URL so a test can assert where a click or redirect went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}
