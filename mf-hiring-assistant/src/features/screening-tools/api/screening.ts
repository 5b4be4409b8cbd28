import { mutationOf, queryOf } from '@freelane/shared';
import type { JobScreeningBody, ScreeningPackageInput } from '@freelane/shared/contracts';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import { hiringApi } from '../../../api/hiring-api';

const PACKAGES = { type: 'screening-packages' as const, id: 'LIST' };

/**
 * The client's screening tools (issue 13): Custom Screening Packages and the criteria attached to a
 * job. Reading a job's criteria is the shared `getJobScreening` (the proposal form reads it too).
 */
export const screeningApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getScreeningPackages: queryOf(build, screeningEndpoints.getScreeningPackages, { providesTags: [PACKAGES] }),
    createScreeningPackage: mutationOf(build, screeningEndpoints.createScreeningPackage, {
      args: (body: ScreeningPackageInput) => ({ body }),
      invalidatesTags: [PACKAGES],
    }),
    updateScreeningPackage: mutationOf(build, screeningEndpoints.updateScreeningPackage, {
      invalidatesTags: [PACKAGES],
    }),
    deleteScreeningPackage: mutationOf(build, screeningEndpoints.deleteScreeningPackage, {
      args: (packageId: string) => ({ packageId }),
      invalidatesTags: [PACKAGES],
    }),
    setJobScreening: mutationOf(build, screeningEndpoints.setJobScreening, {
      args: ({ jobId, body }: { jobId: string; body: JobScreeningBody }) => ({ jobId, body }),
      // The package's "used by" count and the job's applicants' scores change with it.
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job-screening', id: jobId },
        PACKAGES,
        { type: 'applications', id: 'LIST' },
      ],
    }),
    removeJobScreening: mutationOf(build, screeningEndpoints.removeJobScreening, {
      args: (jobId: string) => ({ jobId }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'job-screening', id: jobId },
        PACKAGES,
        { type: 'applications', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetScreeningPackagesQuery,
  useCreateScreeningPackageMutation,
  useUpdateScreeningPackageMutation,
  useDeleteScreeningPackageMutation,
  useSetJobScreeningMutation,
  useRemoveJobScreeningMutation,
} = screeningApi;
