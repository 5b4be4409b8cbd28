import { Link } from 'react-router-dom';
import { ResultPanel } from '../../../components/result-panel';

/** A signed-in user on a page their role may not open. */
export function NoAccess({ landingPath }: { landingPath: string }) {
  return (
    <ResultPanel
      figure="403"
      title="You don't have access to this page"
      subTitle="This page is for a different kind of account."
      extra={<Link to={landingPath}>Go to your dashboard</Link>}
    />
  );
}
