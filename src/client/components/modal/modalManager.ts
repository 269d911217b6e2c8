/**
 * One modal at a time (reading-discovery §4 "Modals"): opening one closes the others, the page is
 * marked modal-open while any is open, and focus goes back where it was when the last one closes.
 */
export const MODAL_OPEN_CLASS = 'modal-open';

interface OpenModal {
  id: symbol;
  close: () => void;
}

let open: OpenModal[] = [];

export function modalOpened(id: symbol, close: () => void): void {
  const others = open.filter((m) => m.id !== id);
  open = [{ id, close }];
  for (const m of others) m.close();
  document.body.classList.add(MODAL_OPEN_CLASS);
}

/** Returns whether another modal is still open (then focus stays in that one). */
export function modalClosed(id: symbol): boolean {
  open = open.filter((m) => m.id !== id);
  if (open.length === 0) document.body.classList.remove(MODAL_OPEN_CLASS);
  return open.length > 0;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

/** Tab and Shift+Tab cycle inside `dialog` (the modal's and the paragraph drawer's focus trap). */
export function trapTab(e: KeyboardEvent, dialog: HTMLElement): void {
  const items = focusablesIn(dialog);
  if (items.length === 0) return e.preventDefault();
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !dialog.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}
