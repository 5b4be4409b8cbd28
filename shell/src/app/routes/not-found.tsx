import { Link } from 'react-router-dom';
import { ResultPanel } from '../../components/result-panel';

/** Any path the route table does not know. */
export function NotFound() {
  return (
    <ResultPanel
      figure="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={<Link to="/">Back to home</Link>}
    />
  );
}
