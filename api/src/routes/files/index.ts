import { filesEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getFile } from './get-file';

/** /api/v1/files: stored files, each served to whoever may read it. */
export const filesHandlers = defineHandlers(filesEndpoints, { getFile });
