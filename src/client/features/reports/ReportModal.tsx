import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectReportModal } from '../../../reducers/reports/reportsSlice';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { reportsActions as a, type ReportStep } from '../../../shared/reports/actions';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import type { TicketDevice } from '../../../shared/reports/tree';
import { muteRequested, unmuteRequested } from '../../../shared/safety/actions';
import { Modal } from '../../components/modal/Modal';
import styles from './Reports.module.css';
import { ChoiceList, ContactStep, FinalStep } from './ReportSteps';

const CopyrightStep = lazy(() =>
  import(/* webpackChunkName: "copyright-step" */ '../copyright/CopyrightStep').then((m) => ({
    default: m.CopyrightStep,
  })),
);

/** Mobile web below the spec's 650 px breakpoint or on a phone's browser (§9 custom field). */
const device = (): TicketDevice =>
  window.matchMedia?.('(max-width: 650px)').matches || /Mobi/i.test(navigator.userAgent)
    ? 'mobile_web'
    : 'web';

const titleOf = (step: ReportStep, fallback: string): string => {
  if (step.kind === 'choose') return step.title;
  if (step.kind === 'final' || step.kind === 'page' || step.kind === 'sending') return step.item.title;
  if (step.kind === 'contact') return M.contactTitle;
  if (step.kind === 'thanks') return M.thanksTitle;
  return fallback;
};

/** The report modal: shows the step the report flow saga is at and sends the user's answers to it. */
export function ReportModal() {
  const dispatch = useDispatch();
  const { target, step, muted } = useSelector(selectReportModal);
  const viewer = useSelector(selectViewer);
  const close = () => dispatch(a.closed());
  if (!target) return null;
  const back = 'canGoBack' in step && step.canGoBack && (
    <button type="button" className={styles.secondary} onClick={() => dispatch(a.backClicked())}>
      {M.back}
    </button>
  );
  const username = target.username;
  const canMute = Boolean(viewer && username && viewer.username.toLowerCase() !== username.toLowerCase());
  return (
    <Modal open onClose={close} title={titleOf(step, M.title)} wide>
      <div className={styles.body}>
        {step.kind === 'loading' && <p role="status">{M.loading}</p>}
        {step.kind === 'contact' && <ContactStep onSubmit={(c) => dispatch(a.contactSubmitted(c))} />}
        {step.kind === 'choose' && (
          <>
            {step.subtitle && <p className={styles.subtitle}>{step.subtitle}</p>}
            <ChoiceList items={step.items} onChoose={(item) => dispatch(a.itemChosen({ itemId: item.id }))} />
            {back}
          </>
        )}
        {(step.kind === 'final' || step.kind === 'sending') && (
          <>
            <FinalStep
              item={step.item}
              sending={step.kind === 'sending'}
              onSubmit={(comment) => dispatch(a.commentSubmitted({ comment, device: device() }))}
            />
            {step.kind === 'final' && <div className={styles.row}>{back}</div>}
          </>
        )}
        {step.kind === 'page' && (
          <>
            <Suspense fallback={<p role="status">{M.loading}</p>}>
              <CopyrightStep storyId={target.storyId} username={username ?? ''} onDone={close} />
            </Suspense>
            {back}
          </>
        )}
        {step.kind === 'thanks' && (
          <>
            <p role="status">{M.thanksBody}</p>
            {canMute && username && (
              <div className={styles.field}>
                <p className={styles.subtitle}>{M.muteHint(username)}</p>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-pressed={muted}
                  onClick={() => dispatch((muted ? unmuteRequested : muteRequested)({ username }))}
                >
                  {muted ? M.unmute : M.mute}
                </button>
              </div>
            )}
            <button type="button" className={styles.primary} onClick={close}>
              {M.done}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
