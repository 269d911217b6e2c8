import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectVerifyEmail } from '../../../reducers/recovery/recoverySlice';

const VerifyEmailModal = lazy(() =>
  import(/* webpackChunkName: "verify-email-modal" */ './VerifyEmailModal').then((m) => ({
    default: m.VerifyEmailModal,
  })),
);

/**
 * Mounted once in the app shell: the please-verify-email modal's code (and its texts) load the
 * first time an action opens it (`recoveryActions.gateOpened`), not with every page.
 */
export function VerifyEmailGate() {
  const { view } = useSelector(selectVerifyEmail);
  if (view === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailModal />
    </Suspense>
  );
}
