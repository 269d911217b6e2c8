import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { listsToastDismissed, selectLists } from '../../../reducers/lists/listsSlice';
import { LIBRARY_COLLECTION } from '../../../shared/lists/api';
import { ADD_TO_LIST_ANCHOR, addToListPath } from '../../../shared/lists/forms';
import { ADD_TO_LIST_TEXT as t } from '../../../shared/lists/messages';
import {
  collectionsRequested,
  collectionToggled,
  listCreateRequested,
  readingListsRequested,
} from '../../../shared/lists/actions';
import { LIST_NAME_MAX } from '../../../shared/lists/validation';
import { Toast } from '../../components/Toast';
import styles from './AddToList.module.css';

/** Space kept between an opened popover and the window's edge, in px. */
const POPOVER_MARGIN = 16;

/**
 * The story page's add-to-library button and its popover (reading-discovery §4 "Reading list
 * add/remove"): the library and each reading list as a checkbox (toggles membership), and a form
 * to create a list (a name already used, ignoring case, reuses that list; empty does nothing).
 * Without JavaScript the control is a link to the add-to-list page (`/story/{id}/lists`, forms).
 * `buttonClassName` keeps the page's own button style. With `savedLabel`, a story in the viewer's
 * library reads "✓ {savedLabel}" (from the page's preload, and at once after a toggle).
 */
export function AddToListButton({
  storyId,
  label,
  savedLabel,
  disabled,
  buttonClassName,
}: {
  storyId: string;
  label: string;
  savedLabel?: string;
  disabled: boolean;
  buttonClassName?: string;
}) {
  const dispatch = useDispatch();
  const { lists, collections, toast, createStatus } = useSelector(selectLists);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const button = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const membership = collections[storyId] ?? {};
  const saved = !disabled && savedLabel !== undefined && membership[LIBRARY_COLLECTION] === true;
  const text = saved ? `✓ ${savedLabel}` : `+ ${label}`;

  useEffect(() => {
    if (!open) return;
    dispatch(readingListsRequested());
    dispatch(collectionsRequested({ storyIds: [storyId] }));
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, storyId, dispatch]);

  // On a phone the button sits near the bottom of the first screen: once the popover has its lists,
  // scroll it fully into view. Its top never goes under the sticky header, so a popover taller than
  // the space left shows its first lists.
  useEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    const { top, bottom } = el.getBoundingClientRect();
    const overflow = bottom + POPOVER_MARGIN - window.innerHeight;
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const room = top - Math.max(headerBottom, 0) - POPOVER_MARGIN;
    if (overflow > 0 && room > 0) window.scrollBy(0, Math.min(overflow, room));
  }, [open, lists.length]);

  const toggle = (collectionId: string, member: boolean) =>
    dispatch(collectionToggled({ storyId, collectionId, member }));
  const create = (e: FormEvent) => {
    e.preventDefault();
    dispatch(listCreateRequested({ name, storyId }));
    setName('');
  };

  return (
    <div className={styles.wrap} id={ADD_TO_LIST_ANCHOR}>
      {disabled ? (
        <button type="button" className={buttonClassName} disabled>
          {text}
        </button>
      ) : (
        <a
          ref={button}
          href={addToListPath(storyId)}
          role="button"
          className={buttonClassName}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-saved={saved || undefined}
          onClick={(e) => {
            e.preventDefault();
            setOpen((o) => !o);
          }}
        >
          {text}
        </a>
      )}
      {open && (
        <div
          id={panelId}
          ref={panel}
          className={styles.popover}
          role="group"
          aria-label="Add to reading list"
        >
          <ul className={styles.options}>
            <li>
              <label>
                <input
                  type="checkbox"
                  checked={membership[LIBRARY_COLLECTION] ?? false}
                  onChange={(e) => toggle(LIBRARY_COLLECTION, e.target.checked)}
                />
                {t.library}
              </label>
            </li>
            {lists.map((l) => (
              <li key={l.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={membership[String(l.id)] ?? false}
                    onChange={(e) => toggle(String(l.id), e.target.checked)}
                  />
                  {l.name}
                </label>
              </li>
            ))}
          </ul>
          <form className={styles.create} onSubmit={create}>
            <label htmlFor={`${panelId}-name`} className="visually-hidden">
              {t.newListLabel}
            </label>
            <input
              id={`${panelId}-name`}
              value={name}
              maxLength={LIST_NAME_MAX}
              placeholder={t.newListPlaceholder}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" disabled={createStatus === 'loading'}>
              {t.create}
            </button>
          </form>
        </div>
      )}
      {toast && <Toast message={toast} onDismiss={() => dispatch(listsToastDismissed())} />}
    </div>
  );
}
