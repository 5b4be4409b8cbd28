import { screeningEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getJobScreening, removeJobScreening, setJobScreening } from './job-screening';
import {
  createScreeningPackage,
  deleteScreeningPackage,
  getScreeningPackages,
  updateScreeningPackage,
} from './packages';

/** /api/v1/screening: the client's screening tools and Custom Screening Packages (issue 13). */
export const screeningHandlers = defineHandlers(screeningEndpoints, {
  getScreeningPackages,
  createScreeningPackage,
  updateScreeningPackage,
  deleteScreeningPackage,
  getJobScreening,
  setJobScreening,
  removeJobScreening,
});
