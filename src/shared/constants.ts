/** id of the `<script type="application/json">` that carries the server's Redux state. */
export const STATE_ELEMENT_ID = '__SL_STATE__';
/** The session cookie name (API-COMPAT.md: "the session cookie is named `token`"). */
export const SESSION_COOKIE = 'token';
