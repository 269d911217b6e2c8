import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectMyStory } from '../../../reducers/myworks/myworksSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { storySettingsPath } from '../../../shared/myworks/api';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { parseQuery } from '../../../shared/routes';
import { Loader } from '../../components/Loader';
import { useHydrated } from '../../components/useHydrated';
import { Link } from '../../router/Link';
import { NotesForm } from './NotesForm';
import { SettingsForm } from './SettingsForm';
import { StoryCoverSlot } from './StoryCoverSlot';
import { StoryParts } from './StoryParts';
import styles from './MyWorks.module.css';

export type SettingsTab = 'details' | 'toc' | 'notes';
/** The browser remembers the Story Notes tab was opened (its "New" tag goes, §2). */
export const NOTES_SEEN_KEY = 'storyNotesSeen';

const seenNotes = (): boolean => {
  try {
    return window.localStorage.getItem(NOTES_SEEN_KEY) === '1';
  } catch {
    return true; // no storage: no tag to keep showing
  }
};

/** Tabs are real links (`?tab=`); the Story Notes tab shows "New" until first opened. */
function Tabs({ id, tab }: { id: string; tab: SettingsTab }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (tab !== 'notes') return;
    try {
      window.localStorage.setItem(NOTES_SEEN_KEY, '1');
    } catch {
      // private mode: nothing to remember
    }
  }, [tab]);
  // Known only in the browser (the server renders no tag, so hydration matches).
  const isNew = hydrated && tab !== 'notes' && !seenNotes();
  const base = storySettingsPath(id);
  const link = (t: SettingsTab, label: string, extra?: ReactNode) => (
    <Link className={styles.tab} href={`${base}?tab=${t}`} aria-current={tab === t ? 'page' : undefined}>
      {label}
      {extra}
    </Link>
  );
  return (
    <nav className={styles.tabs} aria-label="Story settings sections">
      {link('details', M.storyDetailsTab)}
      {link('toc', M.tocTab)}
      {link('notes', M.notesTab, isNew ? <span className={styles.newTag}>{M.newTag}</span> : null)}
    </nav>
  );
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Log in to edit your stories.',
  403: M.notYours,
  404: 'This story could not be found.',
};

/** `/myworks/{storyId}`: the story's details, its parts and its notes (owner only, issue 28 #1, #5). */
export default function StorySettingsPage() {
  const { params, search } = useSelector(selectRouter);
  const story = useSelector(selectMyStory);
  const query = parseQuery(search);
  const tab: SettingsTab = query.tab === 'toc' || query.tab === 'notes' ? query.tab : 'details';
  const page = story.id === params.id ? story.page : null;

  if (story.status === 'failed') {
    const st = story.error?.code === 1017 ? 404 : (story.error?.status ?? 500);
    return (
      <section className={styles.page}>
        <h1>{STATUS_TEXT[st] ?? M.saveFailed}</h1>
        <p>
          <Link href="/myworks">{M.title}</Link>
        </p>
      </section>
    );
  }
  if (!page) return <Loader />;
  const s = page.story;
  return (
    <section className={styles.page} aria-labelledby="story-settings-title">
      <div className={styles.header}>
        <h1 id="story-settings-title">{s.title}</h1>
        <Link className={styles.secondary} href="/myworks">
          {M.title}
        </Link>
      </div>
      <Tabs id={s.id} tab={tab} />
      {tab === 'details' && (
        <div className={styles.columns}>
          <StoryCoverSlot story={s} />
          <SettingsForm key={s.id} page={page} saved={query.saved === '1'} />
        </div>
      )}
      {tab === 'toc' && <StoryParts story={s} />}
      {tab === 'notes' && <NotesForm storyId={s.id} />}
    </section>
  );
}
