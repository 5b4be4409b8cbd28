import { queryOf } from '@freelane/shared';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { hiringApi } from './hiring-api';

/** Every list of appointments (the assistant's cards, the client's appointments): each answer drops them all. */
export const APPOINTMENT_CARDS = { type: 'appointments' as const, id: 'LIST' };

/**
 * `GET /hiring/clients`: the assistant's cards, one per client and job. Read by the appointments
 * on the dashboard and by the job drafts (which clients an assistant may draft for), so it lives
 * in the area's api rather than in either feature.
 */
export const hiringClientsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getHiringClients: queryOf(build, hiringEndpoints.getHiringClients, { providesTags: [APPOINTMENT_CARDS] }),
  }),
});

export const { useGetHiringClientsQuery } = hiringClientsApi;
