import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectEditor } from '../../../reducers/editor/editorSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { partCreateRequested, partDeleteRequested, partMoveRequested } from '../../../shared/editor/actions';
import type { EditorPartItem } from '../../../shared/editor/api';
import { CONFIRM_DELETE_PARAM, editorPath } from '../../../shared/editor/forms';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { parseQuery } from '../../../shared/routes';
import { CsrfField } from '../../components/forms/FormParts';
import { Link } from '../../router/Link';
import styles from './Editor.module.css';

/** A form posting one parts-list action to the page's own address (works without JavaScript). */
function ActionForm(props: {
  action: string;
  partId?: number;
  here: string;
  label: string;
  text: string;
  disabled?: boolean;
  onSubmit?: () => void;
  className?: string;
}) {
  const submit = (e: FormEvent) => {
    if (!props.onSubmit) return;
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form method="post" action={props.here} onSubmit={submit} className={styles.inlineForm}>
      <CsrfField />
      <input type="hidden" name="action" value={props.action} />
      {props.partId !== undefined && <input type="hidden" name="part" value={props.partId} />}
      <button
        type="submit"
        className={props.className ?? styles.small}
        aria-label={props.label}
        disabled={props.disabled}
      >
        {props.text}
      </button>
    </form>
  );
}

/** The confirmation before a part is deleted (a form: it also works without JavaScript). */
function ConfirmDelete(props: {
  part: EditorPartItem;
  here: string;
  onCancel?: () => void;
  onConfirm?: () => void;
}) {
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby="confirm-delete-text">
      <p id="confirm-delete-text">{M.confirmDelete(props.part.title)}</p>
      <ActionForm
        action="delete"
        partId={props.part.id}
        here={props.here}
        label={M.confirmDeleteButton}
        text={M.confirmDeleteButton}
        onSubmit={props.onConfirm}
        className={styles.danger}
      />
      {props.onCancel ? (
        <button type="button" className={styles.small} onClick={props.onCancel}>
          {M.cancel}
        </button>
      ) : (
        <a href={props.here} className={styles.small}>
          {M.cancel}
        </a>
      )}
    </div>
  );
}

/** The story's parts in order, with their status; new part, move up/down, delete (after a confirmation). */
export function PartsSidebar({ hydrated }: { hydrated: boolean }) {
  const dispatch = useDispatch();
  const { doc, partsBusy, partsError } = useSelector(selectEditor);
  const query = parseQuery(useSelector(selectRouter).search);
  const [asking, setAsking] = useState<number | null>(null);
  if (!doc) return null;
  const here = editorPath(doc.story.id, doc.part.id);
  const confirmId = hydrated ? asking : Number(query[CONFIRM_DELETE_PARAM]) || null;
  const parts = doc.story.parts;
  const js = (run: () => void) => (hydrated ? run : undefined);
  return (
    <nav className={styles.sidebar} aria-label={M.parts}>
      <h2 className={styles.sideTitle}>{M.parts}</h2>
      {partsError && (
        <p role="alert" className={styles.failed}>
          {partsError}
        </p>
      )}
      <ol className={styles.parts} aria-busy={partsBusy}>
        {parts.map((p, i) => {
          const current = p.id === doc.part.id;
          return (
            <li key={p.id} className={current ? styles.currentPart : styles.part} data-part-id={p.id}>
              <Link
                href={editorPath(doc.story.id, p.id)}
                aria-current={current ? 'page' : undefined}
                className={styles.partLink}
              >
                {p.title}
              </Link>
              <span className={`${styles.status} ${styles[p.status]}`}>{M.status[p.status]}</span>
              <span className={styles.partTools}>
                <ActionForm
                  action="up"
                  partId={p.id}
                  here={here}
                  label={M.moveUp(p.title)}
                  text="↑"
                  disabled={i === 0 || partsBusy}
                  onSubmit={js(() => dispatch(partMoveRequested({ partId: p.id, step: -1 })))}
                />
                <ActionForm
                  action="down"
                  partId={p.id}
                  here={here}
                  label={M.moveDown(p.title)}
                  text="↓"
                  disabled={i === parts.length - 1 || partsBusy}
                  onSubmit={js(() => dispatch(partMoveRequested({ partId: p.id, step: 1 })))}
                />
                {p.status !== 'deleted' && (
                  <a
                    href={`${here}?${CONFIRM_DELETE_PARAM}=${p.id}`}
                    className={styles.small}
                    aria-label={M.deletePart(p.title)}
                    onClick={(e) => {
                      if (!hydrated) return;
                      e.preventDefault();
                      setAsking(p.id);
                    }}
                  >
                    ✕
                  </a>
                )}
              </span>
              {confirmId === p.id && p.status !== 'deleted' && (
                <ConfirmDelete
                  part={p}
                  here={here}
                  onCancel={hydrated ? () => setAsking(null) : undefined}
                  onConfirm={js(() => {
                    setAsking(null);
                    dispatch(partDeleteRequested({ partId: p.id }));
                  })}
                />
              )}
            </li>
          );
        })}
      </ol>
      <ActionForm
        action="new"
        here={here}
        label={M.newPart}
        text={`+ ${M.newPart}`}
        className={styles.newPart}
        disabled={partsBusy}
        onSubmit={js(() => dispatch(partCreateRequested()))}
      />
    </nav>
  );
}
