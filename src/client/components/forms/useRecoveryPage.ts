import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { parseQuery, type Query } from '../../../shared/routes';
import { useHydrated } from '../useHydrated';

/**
 * What the recovery pages share: the query of the address, the form's CSRF token and whether the
 * page has hydrated. A visitor who arrived by client-side navigation has no token (pages give
 * visitors one only when rendered on the server), so the page reloads itself once to get one.
 */
export function useRecoveryPage(): { query: Query; csrf: string | null; hydrated: boolean } {
  const router = useSelector(selectRouter);
  const csrf = useSelector(selectCsrfToken);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!csrf) window.location.reload();
  }, [csrf]);
  return { query: parseQuery(router.search), csrf, hydrated };
}
