import { mutationOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { userEndpoints } from '../../../contracts/endpoints/user';

/** `POST /user/addContact/{userId}`: the caller and that user become contacts (idempotent). Used by every Connect button. */
export const addContactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addContact: mutationOf(build, userEndpoints.addContact, {
      args: (userId: string) => ({ userId }),
      invalidatesTags: [{ type: 'contacts', id: 'LIST' }],
    }),
  }),
});

export const { useAddContactMutation } = addContactApi;
