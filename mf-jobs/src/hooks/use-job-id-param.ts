import { useSearchParams } from 'react-router-dom';
import { isObjectId } from '@freelane/shared/contracts';

/** Job pages name their job in the URL (`?jobId=`), so they work on reload and by link. Null when missing or malformed. */
export function useJobIdParam(): string | null {
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('jobId');
  return jobId && isObjectId(jobId) ? jobId : null;
}
