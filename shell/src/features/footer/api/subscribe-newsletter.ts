import { baseApi } from '@freelane/shared';
import type { MessageResponse, NewsletterBody } from '@freelane/shared/contracts';

/** `POST /user/userToUpdate`: newsletter sign-up by e-mail. */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<MessageResponse, NewsletterBody>({
      query: (body) => ({
        url: '/user/userToUpdate',
        method: 'POST',
        data: body,
      }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
