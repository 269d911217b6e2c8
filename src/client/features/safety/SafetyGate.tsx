import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectModeration,
  selectSafetyConfirm,
  selectSafetyToast,
} from '../../../reducers/safety/safetySlice';
import { toastDismissed } from '../../../shared/safety/actions';
import { Toast } from '../../components/Toast';

const SafetyConfirm = lazy(() =>
  import(/* webpackChunkName: "safety-modals" */ './SafetyConfirm').then((m) => ({
    default: m.SafetyConfirm,
  })),
);
const ModerationModal = lazy(() =>
  import(/* webpackChunkName: "safety-modals" */ './ModerationModal').then((m) => ({
    default: m.ModerationModal,
  })),
);

/**
 * Mounted once in the app shell: the mute / block confirmation and the staff moderation modal
 * (their code loads the first time one opens) and the safety toast, which outlives them.
 */
export function SafetyGate() {
  const confirm = useSelector(selectSafetyConfirm);
  const moderation = useSelector(selectModeration);
  const toast = useSelector(selectSafetyToast);
  const dispatch = useDispatch();
  return (
    <>
      {(confirm || moderation) && (
        <Suspense fallback={null}>
          {confirm && <SafetyConfirm />}
          {moderation && <ModerationModal />}
        </Suspense>
      )}
      {toast && <Toast message={toast} onDismiss={() => dispatch(toastDismissed())} />}
    </>
  );
}
