import { baseApi, mutationOf } from '@freelane/shared';
import type { NewsletterBody } from '@freelane/shared/contracts';
import { userShellEndpoints } from '@freelane/shared/contracts/endpoints/user-shell';

/** `POST /user/userToUpdate`: newsletter sign-up by e-mail. */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: mutationOf(build, userShellEndpoints.subscribeNewsletter, {
      args: (body: NewsletterBody) => ({ body }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
