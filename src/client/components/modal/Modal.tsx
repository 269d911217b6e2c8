import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { readerMessages as m } from '../../../shared/reader/messages';
import styles from './Modal.module.css';
import { focusablesIn, modalClosed, modalOpened, trapTab } from './modalManager';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** A content dialog (the story preview): wider, its text from the start instead of centred. */
  wide?: boolean;
}

/**
 * A dialog: focus moves into it and is trapped there, Escape or the close button closes it, focus
 * returns to what had it before; opening it closes any other modal (modalManager). Rendered only
 * while open (never on the server), into `document.body`.
 */
export function Modal({ open, onClose, title, children, wide = false }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const id = Symbol('modal');
    const previous = document.activeElement as HTMLElement | null;
    modalOpened(id, () => onCloseRef.current());
    const dialog = ref.current;
    (dialog ? (focusablesIn(dialog)[0] ?? dialog) : null)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCloseRef.current();
      } else if (e.key === 'Tab' && dialog) {
        trapTab(e, dialog);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const othersOpen = modalClosed(id);
      if (!othersOpen && previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={m.close}>
          ×
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
