import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  reverificationActions as a,
  selectReverification,
} from '../../../reducers/reverification/reverificationSlice';
import { selectPage } from '../../../reducers/router/routerSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';

const ReverifyEmailModal = lazy(
  () => import(/* webpackChunkName: "reverify-modal" */ './ReverifyEmailModal'),
);

/**
 * Mounted in the app shell: on /home, a signed-in user's re-verification status is checked once per
 * page load (the saga applies the reminder rules); the modal's code loads only when it is needed.
 */
export function ReverifyEmailGate() {
  const dispatch = useDispatch();
  const viewer = useSelector(selectViewer);
  const page = useSelector(selectPage);
  const { view, toast } = useSelector(selectReverification);
  const eligible = Boolean(viewer) && page === 'home';
  useEffect(() => {
    if (eligible) dispatch(a.checkRequested({ cookie: document.cookie }));
  }, [eligible, dispatch]);
  if (view === 'closed' && !toast) return null;
  return (
    <Suspense fallback={null}>
      <ReverifyEmailModal />
    </Suspense>
  );
}
