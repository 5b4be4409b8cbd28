// Names the HTTP client and the API agree on. No zod here: the browser's shared core (the HTTP
// client) imports this module, and it must not pull the schema library onto every page.

/** Anti-forgery names shared by the axios client and the API (architecture §3, §4). */
export const CSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const CSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const SESSION_COOKIE_NAME = 'freelane_sid';
export const API_BASE_PATH = '/api/v1';
