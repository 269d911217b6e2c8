import { useDispatch, useSelector } from 'react-redux';
import { selectSafetyConfirm } from '../../../reducers/safety/safetySlice';
import { confirmAccepted, confirmDismissed, type SafetyKind } from '../../../shared/safety/actions';
import { SAFETY_MESSAGES as M } from '../../../shared/safety/messages';
import { Modal } from '../../components/modal/Modal';
import modal from '../../components/modal/Modal.module.css';

const TEXT: Record<SafetyKind, { title: (n: string) => string; body: string; button: string }> = {
  mute: { title: M.confirmMuteTitle, body: M.confirmMuteBody, button: 'Mute' },
  unmute: { title: M.confirmUnmuteTitle, body: M.confirmUnmuteBody, button: 'Unmute' },
  block: { title: M.confirmBlockTitle, body: M.confirmBlockBody, button: 'Block' },
  unblock: { title: M.confirmUnblockTitle, body: M.unblockWarning, button: 'Unblock' },
};

/** The confirmation for mute, unmute, block and unblock (the flow waits for the answer). */
export function SafetyConfirm() {
  const confirm = useSelector(selectSafetyConfirm);
  const dispatch = useDispatch();
  if (!confirm) return null;
  const text = TEXT[confirm.kind];
  const name = confirm.target.name || confirm.target.username;
  const close = () => dispatch(confirmDismissed());
  return (
    <Modal open onClose={close} title={text.title(name)}>
      <p>{text.body}</p>
      <div className={modal.actions}>
        <button type="button" className={modal.secondary} onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className={modal.primary}
          disabled={confirm.busy}
          onClick={() => dispatch(confirmAccepted())}
        >
          {text.button}
        </button>
      </div>
    </Modal>
  );
}
