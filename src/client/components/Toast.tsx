import styles from './Toast.module.css';

/** A dismissable toast at the bottom of the screen (the spec's failure messages). */
export function Toast({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  return (
    <div className={styles.toast} role="alert">
      <span>{message}</span>
      {onDismiss && (
        <button type="button" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
