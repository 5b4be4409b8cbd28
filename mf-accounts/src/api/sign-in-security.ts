import { baseApi, mutationOf, queryOf } from '@freelane/shared';
import type { PasskeyLoginBody, PasskeyRegistrationBody, SecondStepBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/**
 * Issue 38's calls: passkeys, two-step sign-in and the login's second step. Definitions only: the
 * WebAuthn and QR code libraries are imported where a control is used (passkey-ceremony.ts).
 */
export const signInSecurityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeSecondStep: mutationOf(build, userEndpoints.completeSecondStep, {
      args: (body: SecondStepBody) => ({ body }),
    }),
    startPasskeyLogin: mutationOf(build, userEndpoints.startPasskeyLogin),
    finishPasskeyLogin: mutationOf(build, userEndpoints.finishPasskeyLogin, {
      args: (body: PasskeyLoginBody) => ({ body }),
    }),
    startPasskeyRegistration: mutationOf(build, userEndpoints.startPasskeyRegistration),
    finishPasskeyRegistration: mutationOf(build, userEndpoints.finishPasskeyRegistration, {
      args: (body: PasskeyRegistrationBody) => ({ body }),
    }),
    getPasskeys: queryOf(build, userEndpoints.getPasskeys),
    deletePasskey: mutationOf(build, userEndpoints.deletePasskey, {
      args: (passkeyId: string) => ({ passkeyId }),
    }),
    removePassword: mutationOf(build, userEndpoints.removePassword, {
      args: (body: { currentPassword: string }) => ({ body }),
    }),
    getTwoFactor: queryOf(build, userEndpoints.getTwoFactor),
    startTotpSetup: mutationOf(build, userEndpoints.startTotpSetup),
    confirmTotpSetup: mutationOf(build, userEndpoints.confirmTotpSetup, {
      args: (code: string) => ({ body: { code } }),
    }),
    disableTotp: mutationOf(build, userEndpoints.disableTotp, { args: (body: SecondStepBody) => ({ body }) }),
  }),
});

export const {
  useCompleteSecondStepMutation,
  useStartPasskeyLoginMutation,
  useFinishPasskeyLoginMutation,
  useStartPasskeyRegistrationMutation,
  useFinishPasskeyRegistrationMutation,
  useGetPasskeysQuery,
  useDeletePasskeyMutation,
  useRemovePasswordMutation,
  useGetTwoFactorQuery,
  useStartTotpSetupMutation,
  useConfirmTotpSetupMutation,
  useDisableTotpMutation,
} = signInSecurityApi;
