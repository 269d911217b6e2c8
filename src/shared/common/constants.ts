/** id of the `<script type="application/json">` that carries the server's Redux state. */
export const STATE_ELEMENT_ID = '__SL_STATE__';
/** The session cookie name (API-COMPAT.md: "the session cookie is named `token`"). */
export const SESSION_COOKIE = 'token';
/**
 * Social sign-in's double-submit value: the page that starts a Google / Facebook sign-in sets this
 * cookie (path /oauth-auth) and puts the same random value in the hand-off's `data.state`, so a link
 * carrying someone else's token cannot sign a visitor into that account (login CSRF).
 */
export const OAUTH_STATE_COOKIE = 'sl_oauth_state';
