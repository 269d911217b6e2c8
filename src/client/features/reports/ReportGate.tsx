import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectReportModal, selectReportToast } from '../../../reducers/reports/reportsSlice';
import { reportsActions } from '../../../shared/reports/actions';
import { Toast } from '../../components/Toast';

const ReportModal = lazy(() =>
  import(/* webpackChunkName: "report-modal" */ './ReportModal').then((m) => ({ default: m.ReportModal })),
);

/**
 * Mounted once in the app shell: the report modal's code loads the first time any feature
 * dispatches `reportOpened`; the failure toast (§8) outlives the modal it closed.
 */
export function ReportGate() {
  const { open } = useSelector(selectReportModal);
  const toast = useSelector(selectReportToast);
  const dispatch = useDispatch();
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ReportModal />
        </Suspense>
      )}
      {toast && <Toast message={toast} onDismiss={() => dispatch(reportsActions.toastDismissed())} />}
    </>
  );
}
