import { z } from 'zod';
import { objectId } from './common';
import { loginResponse } from './user';

// Sign-in beyond a password (issue 38): passkeys (WebAuthn) and two-step sign-in (TOTP, RFC 6238).

/** A person keeps at most this many passkeys. */
export const MAX_PASSKEYS = 10;
/** A sign-in waiting for its second step stays open this long (the same browser only). */
export const SECOND_STEP_MINUTES = 5;
/** Recovery codes made when two-step sign-in is turned on, each good once. */
export const RECOVERY_CODE_COUNT = 10;

export const passkeyName = z
  .string()
  .trim()
  .min(1, 'Please name this passkey (e.g. "Laptop" or "Phone").')
  .max(64, 'A passkey name is at most 64 characters.');

// Examples for the API reference (the OpenAPI test parses each with its contract): the shapes
// @simplewebauthn/browser sends and @simplewebauthn/server answers, with made-up base64url bytes.
const A_CHALLENGE = 'CaCTi2OfqQY4bGF5nujlow';
const A_CREDENTIAL_ID = 'kMvjIaQrX-WgTm9TreF0mLjwHMXsJSp1YNtXZAK1Ed4';
const clientData = (type: 'webauthn.create' | 'webauthn.get') =>
  // base64url of {"type":…,"challenge":A_CHALLENGE,"origin":"https://freelane.example","crossOrigin":false}
  type === 'webauthn.create'
    ? 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiQ2FDVGkyT2ZxUVk0YkdGNW51amxvdyIsIm9yaWdpbiI6Imh0dHBzOi8vZnJlZWxhbmUuZXhhbXBsZSIsImNyb3NzT3JpZ2luIjpmYWxzZX0'
    : 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiQ2FDVGkyT2ZxUVk0YkdGNW51amxvdyIsIm9yaWdpbiI6Imh0dHBzOi8vZnJlZWxhbmUuZXhhbXBsZSIsImNyb3NzT3JpZ2luIjpmYWxzZX0';
const REGISTRATION_ANSWER = {
  id: A_CREDENTIAL_ID,
  rawId: A_CREDENTIAL_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: clientData('webauthn.create'),
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF',
    transports: ['internal'],
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};
const LOGIN_ANSWER = {
  id: A_CREDENTIAL_ID,
  rawId: A_CREDENTIAL_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: clientData('webauthn.get'),
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDx4bKq1v3Yw5n0Xb0hZ2l8oQv4tJx9sN7aF2pGm5cTqgIgV1pM0c8w3k6yQ2s9tR4uE7xB1nH5jL0dA3fK8gS6oYw',
    userHandle: 'M2YyYThjMWUtN2I0ZC00ZTlhLTljNjEtMmQ1ZjhlMGI3YTE0',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/**
 * The browser's answer to a WebAuthn ceremony, as @simplewebauthn/browser serializes it (base64url
 * fields). Only its outline is checked here; @simplewebauthn/server checks every byte.
 */
const credentialResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(4096) }),
  clientExtensionResults: z.looseObject({}).optional(),
});

/** The options for `navigator.credentials.create` / `.get`, as @simplewebauthn/browser takes them. */
export const webauthnOptionsResponse = z.looseObject({ challenge: z.string() }).meta({
  examples: [{ challenge: A_CHALLENGE, timeout: 60000, rpId: 'freelane.example', userVerification: 'required' }],
});
export type WebauthnOptionsResponse = z.infer<typeof webauthnOptionsResponse>;

export const passkeyRegistrationBody = z
  .object({ name: passkeyName, response: credentialResponse })
  .meta({ examples: [{ name: 'Laptop', response: REGISTRATION_ANSWER }] });
export type PasskeyRegistrationBody = z.infer<typeof passkeyRegistrationBody>;
export const passkeyLoginBody = z
  .object({ response: credentialResponse })
  .meta({ examples: [{ response: LOGIN_ANSWER }] });
export type PasskeyLoginBody = z.infer<typeof passkeyLoginBody>;

export const passkeySchema = z.object({
  _id: objectId,
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysResponse = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponse>;
export const passkeyParams = z.object({ passkeyId: objectId });

/** A 6-digit code from the authenticator app (spaces as the app shows them are ignored). */
// `overwrite`, not `transform`: the input and output stay one string type, so the API reference keeps
// the bodies' examples (zod drops an input example where a transform may change it).
export const totpCode = z
  .string()
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');
export const recoveryCode = z
  .string()
  .trim()
  .toLowerCase()
  .min(8, 'Enter one of your recovery codes.')
  .max(32, 'Enter one of your recovery codes.');

const A_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const totpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() }).meta({
  examples: [
    {
      secret: A_TOTP_SECRET,
      otpauthUrl: `otpauth://totp/Freelane:ada%40example.com?issuer=Freelane&secret=${A_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`,
    },
  ],
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;
export const totpVerifyBody = z.object({ code: totpCode }).meta({ examples: [{ code: '492039' }] });
export const recoveryCodesResponse = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ examples: [{ recoveryCodes: ['k7q2m-9xa4t', 'c3vr8-hwe2n'] }] });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** The second step: a code from the app, or one of the recovery codes (exactly one of them). */
export const secondStepBody = z
  .object({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Enter either a code from your authenticator app or a recovery code.',
  })
  .meta({ examples: [{ code: '492039' }] });
export type SecondStepBody = z.infer<typeof secondStepBody>;

export const twoFactorStatusResponse = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponse>;

/** POST /user/login when two-step sign-in is on: the password was right, no session yet. */
export const twoFactorRequiredResponse = z.object({ success: z.literal(true), twoFactorRequired: z.literal(true) });
export type TwoFactorRequiredResponse = z.infer<typeof twoFactorRequiredResponse>;
export const passwordLoginResponse = z.union([loginResponse, twoFactorRequiredResponse]);
export type PasswordLoginResponse = z.infer<typeof passwordLoginResponse>;

export const removePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
});

/** Where a Google sign-in that needs the second step lands: the login page's second-step form. */
export const LOGIN_SECOND_STEP_PATH = '/login?step=second';
