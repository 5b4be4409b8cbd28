import { hiringApi } from '../../../api/hiring-api';
import type {
  JobScreeningBody,
  JobScreeningResponse,
  MessageResponse,
  PaginationQuery,
  ScreeningPackageInput,
  ScreeningPackageResponse,
  ScreeningPackagesResponse,
} from '@freelane/shared/contracts';

const PACKAGES = { type: 'screening-packages' as const, id: 'LIST' };

/**
 * The client's screening tools (issue 13): Custom Screening Packages and the criteria attached to a
 * job. Reading a job's criteria is the shared `getJobScreening` (the proposal form reads it too).
 */
export const screeningApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getScreeningPackages: build.query<ScreeningPackagesResponse, PaginationQuery>({
      query: (params) => ({ url: '/screening/packages', params }),
      providesTags: [PACKAGES],
    }),
    createScreeningPackage: build.mutation<ScreeningPackageResponse, ScreeningPackageInput>({
      query: (body) => ({ url: '/screening/packages', method: 'POST', data: body }),
      invalidatesTags: [PACKAGES],
    }),
    updateScreeningPackage: build.mutation<
      ScreeningPackageResponse,
      { packageId: string; body: ScreeningPackageInput }
    >({
      query: ({ packageId, body }) => ({
        url: `/screening/packages/${encodeURIComponent(packageId)}`,
        method: 'PUT',
        data: body,
      }),
      invalidatesTags: [PACKAGES],
    }),
    deleteScreeningPackage: build.mutation<MessageResponse, string>({
      query: (packageId) => ({ url: `/screening/packages/${encodeURIComponent(packageId)}`, method: 'DELETE' }),
      invalidatesTags: [PACKAGES],
    }),
    setJobScreening: build.mutation<JobScreeningResponse, { jobId: string; body: JobScreeningBody }>({
      query: ({ jobId, body }) => ({ url: `/screening/jobs/${encodeURIComponent(jobId)}`, method: 'PUT', data: body }),
      // The package's "used by" count and the job's applicants' scores change with it.
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job-screening', id: jobId },
        PACKAGES,
        { type: 'applications', id: 'LIST' },
      ],
    }),
    removeJobScreening: build.mutation<JobScreeningResponse, string>({
      query: (jobId) => ({ url: `/screening/jobs/${encodeURIComponent(jobId)}`, method: 'DELETE' }),
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
