import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectEditor, selectUnsaved } from '../../../reducers/editor/editorSlice';
import { editorEdited, editorSaveRequested } from '../../../shared/editor/actions';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { MAX_PART_TITLE } from '../../../shared/editor/validation';
import { Loader } from '../../components/Loader';
import { useHydrated } from '../../components/useHydrated';
import NotFoundPage from '../notFound/NotFoundPage';
import { navigate } from '../../router/navigation';
import { toEditorHtml } from './editorHtml';
import { EditorHeader } from './EditorHeader';
import { PartsSidebar } from './PartsSidebar';
import { PlainEditorForm } from './PlainEditorForm';
import type { RichEditorProps } from './RichEditor';
import styles from './Editor.module.css';

/** Tiptap's chunk, fetched only in the browser once this page has hydrated. */
const RichEditor: ComponentType<RichEditorProps> = lazy(
  () => import(/* webpackChunkName: "editor-rich" */ './RichEditor'),
);

/** The part's title and the rich editor, started from the stored text (one per part: keyed by it). */
function RichArea() {
  const dispatch = useDispatch();
  const { doc, title } = useSelector(selectEditor);
  const [initialHtml] = useState(() => (doc ? toEditorHtml(doc.part.text) : ''));
  return (
    <>
      <label className="visually-hidden" htmlFor="rich-title">
        {M.titleLabel}
      </label>
      <input
        id="rich-title"
        className={styles.richTitle}
        value={title}
        maxLength={MAX_PART_TITLE}
        placeholder={M.untitledPart}
        onChange={(e) => dispatch(editorEdited({ title: e.target.value }))}
      />
      <Suspense fallback={<Loader />}>
        <RichEditor
          initialHtml={initialHtml}
          onChange={(html, wordCount) => dispatch(editorEdited({ html, wordCount }))}
        />
      </Suspense>
    </>
  );
}

/**
 * `/myworks/{storyId}/write/{partId}` (issue 28 #2), the story's owner only: the parts list, the
 * part's title and text. Served and without JavaScript it is a plain form; once hydrated the rich
 * editor (Tiptap, its own chunk) replaces the textarea and every edit autosaves.
 */
export default function EditorPage() {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const s = useSelector(selectEditor);
  const unsaved = useSelector(selectUnsaved);
  const { doc } = s;
  // A new part was created: go to its editor.
  useEffect(() => {
    if (s.created) void navigate(s.created);
  }, [s.created]);
  // Leaving with edits the server does not have yet: save now and let the browser ask.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      dispatch(editorSaveRequested());
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved, dispatch]);

  if (s.status === 'failed' && !doc) {
    if (s.error?.status === 403)
      return (
        <p role="alert" className={styles.refused}>
          {M.notYours}
        </p>
      );
    if (s.error?.status === 400 || s.error?.status === 404) return <NotFoundPage />;
    return (
      <p role="alert" className={styles.refused}>
        {M.loadFailed}
      </p>
    );
  }
  if (!doc) return <Loader />;
  const deleted = doc.part.status === 'deleted';
  return (
    <div className={styles.page}>
      <EditorHeader hydrated={hydrated} />
      <div className={styles.body}>
        <PartsSidebar hydrated={hydrated} />
        <div className={styles.main}>
          {deleted ? (
            <p role="alert" className={styles.refused}>
              {M.deletedPart}
            </p>
          ) : hydrated && !s.form ? (
            <RichArea key={doc.part.id} />
          ) : (
            <PlainEditorForm />
          )}
        </div>
      </div>
    </div>
  );
}
