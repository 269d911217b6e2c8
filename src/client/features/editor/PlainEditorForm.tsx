import { useSelector } from 'react-redux';
import { selectEditor } from '../../../reducers/editor/editorSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { editorPath } from '../../../shared/editor/forms';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { MAX_PART_TITLE } from '../../../shared/editor/validation';
import { parseQuery } from '../../../shared/routes';
import { Alert, CsrfField } from '../../components/forms/FormParts';
import { toPlainText } from './editorHtml';
import styles from './Editor.module.css';

/**
 * The editor without JavaScript: a plain form (title and a textarea, paragraphs apart by a blank
 * line) posting to the page's own address with `_csrf`. Formatting of paragraphs left as they were
 * is kept (the server matches them by their text); a changed paragraph is saved as plain text.
 */
export function PlainEditorForm() {
  const { doc, form } = useSelector(selectEditor);
  const saved = parseQuery(useSelector(selectRouter).search).saved === '1';
  if (!doc) return null;
  const title = form?.values.title ?? doc.part.title;
  const text = form?.values.text ?? toPlainText(doc.part.text);
  const error = form?.fieldErrors.text ?? form?.fieldErrors.title ?? null;
  return (
    <form method="post" action={editorPath(doc.story.id, doc.part.id)} className={styles.plain}>
      <CsrfField />
      <input type="hidden" name="action" value="save" />
      {error && <Alert tone="danger">{error}</Alert>}
      {saved && !form && <Alert tone="info">{M.savedNotice}</Alert>}
      <label className={styles.label} htmlFor="part-title">
        {M.titleLabel}
      </label>
      <input
        id="part-title"
        name="title"
        className={styles.titleInput}
        defaultValue={title}
        maxLength={MAX_PART_TITLE}
      />
      <label className={styles.label} htmlFor="part-text">
        {M.plainTextLabel}
      </label>
      <textarea id="part-text" name="text" className={styles.textarea} defaultValue={text} rows={20} />
      <button type="submit" className={styles.save}>
        {M.save}
      </button>
    </form>
  );
}
