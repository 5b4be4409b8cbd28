import { baseApi } from '../../../api/base-api';
import type { MessageResponse } from '../../../contracts/common';

/** `POST /user/addContact/{userId}`: the caller and that user become contacts (idempotent). Used by every Connect button. */
export const addContactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addContact: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: `/user/addContact/${encodeURIComponent(userId)}`, method: 'POST' }),
      invalidatesTags: [{ type: 'contacts', id: 'LIST' }],
    }),
  }),
});

export const { useAddContactMutation } = addContactApi;
