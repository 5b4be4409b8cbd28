import { authEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { startGoogleSignIn } from './google';
import { finishGoogleSignIn } from './google-callback';

/** /api/v1/auth: Google sign-in, two browser navigations. */
export const authHandlers = defineHandlers(authEndpoints, { startGoogleSignIn, finishGoogleSignIn });
