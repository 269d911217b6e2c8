import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';

/**
 * Google one-tap on the logged-out header (spec §2): only with GOOGLE_CLIENT_ID (the CSP allows
 * Google's script only then) and only with JavaScript. The credential goes to /oauth-auth with the
 * current page as nextUrl. Renders nothing itself: Google draws its own prompt.
 */
export function GoogleOneTap() {
  const { googleClientId } = useSelector(selectConfig);
  const viewer = useSelector(selectViewer);
  const { path, page } = useSelector(selectRouter);
  const skip = !googleClientId || Boolean(viewer) || page === 'socialSignup';
  useEffect(() => {
    if (skip || !googleClientId) return;
    // The SDK loader is fetched only where one-tap runs (it stays out of the first-load bundle).
    import(/* webpackChunkName: "social-sdk" */ './socialSdk')
      .then((sdk) => sdk.googleSignIn(googleClientId, path))
      .catch(() => undefined); // one-tap is optional
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, not per navigation (path)
  }, [skip, googleClientId]);
  return null;
}
