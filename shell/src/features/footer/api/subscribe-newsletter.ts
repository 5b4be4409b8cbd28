import { baseApi, type MessageResponse, type NewsletterBody } from '@freelane/shared';

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
