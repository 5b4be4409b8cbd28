import { publicEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getPublicConfig } from './config';
import { reportRemoteLoadFailure } from './remote-load-failure';

/** /api/v1/public */
export const publicHandlers = defineHandlers(publicEndpoints, { getPublicConfig, reportRemoteLoadFailure });
