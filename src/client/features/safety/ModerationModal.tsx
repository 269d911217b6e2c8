import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectModeration } from '../../../reducers/safety/safetySlice';
import { TIMEOUT_DAYS } from '../../../shared/moderation/api';
import { CLOSE_REASONS } from '../../../shared/privacy/accountValidation';
import { moderationClosed, moderationSubmitted } from '../../../shared/safety/actions';
import { Modal } from '../../components/modal/Modal';
import modal from '../../components/modal/Modal.module.css';
import styles from './Safety.module.css';

const label = (reason: string): string => reason.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const REASON_MAX = 500;

/** The restricted profile's staff actions: Close Account (one of the 12 reasons), Time-out (2 days). */
export function ModerationModal() {
  const open = useSelector(selectModeration);
  const dispatch = useDispatch();
  const [reason, setReason] = useState('');
  if (!open) return null;
  const close = open.kind === 'close';
  const title = close
    ? `Close ${open.username}'s account`
    : `Time out ${open.username} for ${TIMEOUT_DAYS} days`;
  return (
    <Modal open onClose={() => dispatch(moderationClosed())} title={title}>
      <form
        className={styles.moderationForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim()) dispatch(moderationSubmitted({ reason: reason.trim() }));
        }}
      >
        {close ? (
          <fieldset className={styles.reasons}>
            <legend>Reason</legend>
            {CLOSE_REASONS.map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />{' '}
                {label(r)}
              </label>
            ))}
          </fieldset>
        ) : (
          <label className={styles.reasonField}>
            Reason
            <textarea
              name="reason"
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        )}
        {open.error && (
          <p role="alert" className={styles.error}>
            {open.error}
          </p>
        )}
        <div className={modal.actions}>
          <button type="button" className={modal.secondary} onClick={() => dispatch(moderationClosed())}>
            Cancel
          </button>
          <button type="submit" className={modal.primary} disabled={!reason.trim() || open.busy}>
            {close ? 'Close Account' : 'Time-out'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
