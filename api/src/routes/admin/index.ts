import { adminEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getProgrammeApplications } from './applications';
import { decideProgrammeApplication } from './decide-application';

/** /api/v1/admin: the admins' queues beyond the spec's overview (issue 13: programme applications). */
export const adminHandlers = defineHandlers(adminEndpoints, { getProgrammeApplications, decideProgrammeApplication });
