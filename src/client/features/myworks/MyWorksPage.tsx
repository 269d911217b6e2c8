import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectMyWorks, toastHidden } from '../../../reducers/myworks/myworksSlice';
import { abbreviateNumber } from '../../../shared/common/format';
import { pathOf } from '../../../shared/common/slug';
import { storyCreateRequested } from '../../../shared/myworks/actions';
import { MYWORKS_PATH, storySettingsPath, writePartPath, type MyWork } from '../../../shared/myworks/api';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { Cover } from '../../components/Cover';
import { CsrfField } from '../../components/forms/FormParts';
import { Loader } from '../../components/Loader';
import { Toast } from '../../components/Toast';
import { Link } from '../../router/Link';
import { navigate } from '../../router/navigation';
import styles from './MyWorks.module.css';

/** "New story": a form post without JavaScript; with it, the saga creates it and opens the editor. */
export function NewStoryButton({ label = M.newStory }: { label?: string }) {
  const dispatch = useDispatch();
  const { create } = useSelector(selectMyWorks);
  const created = create.created;
  useEffect(() => {
    if (created) void navigate(writePartPath(created.storyId, created.partId));
  }, [created]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(storyCreateRequested());
  };
  return (
    <form method="post" action={MYWORKS_PATH} onSubmit={submit}>
      <CsrfField />
      <button type="submit" className={styles.button} disabled={create.status === 'running'}>
        {label}
      </button>
    </form>
  );
}

function WorkItem({ work }: { work: MyWork }) {
  return (
    <li className={styles.work}>
      <Cover src={work.cover} title={work.title} width={80} />
      <div className={styles.workInfo}>
        <h2>
          <Link href={storySettingsPath(work.id)}>{work.title}</Link>
        </h2>
        <p className={styles.counts}>
          {M.published(work.publishedParts)} · {M.drafts(work.draftParts)}
        </p>
        <dl className={styles.stats}>
          <div>
            <dt>{M.reads}</dt>
            <dd>{abbreviateNumber(work.readCount)}</dd>
          </div>
          <div>
            <dt>{M.votes}</dt>
            <dd>{abbreviateNumber(work.voteCount)}</dd>
          </div>
          <div>
            <dt>{M.comments}</dt>
            <dd>{abbreviateNumber(work.commentCount)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {work.lastPartId !== null && (
            <Link className={styles.button} href={writePartPath(work.id, work.lastPartId)}>
              {M.continueWriting}
            </Link>
          )}
          <Link className={styles.secondary} href={storySettingsPath(work.id)}>
            {M.editDetails}
          </Link>
          <Link className={styles.secondary} href={pathOf(work.url)}>
            {M.viewStory}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** `/myworks`: the writer's stories, published and draft, and "New story" (issue 28 #1, #7). */
export default function MyWorksPage() {
  const dispatch = useDispatch();
  const { works, toast } = useSelector(selectMyWorks);
  return (
    <section className={styles.page} aria-labelledby="myworks-title">
      <div className={styles.header}>
        <h1 id="myworks-title">{M.title}</h1>
        {works.stories.length > 0 && <NewStoryButton />}
      </div>
      {works.status === 'failed' && <p role="alert">{M.loadFailed}</p>}
      {(works.status === 'loading' || works.status === 'idle') && <Loader />}
      {works.status === 'succeeded' && works.stories.length === 0 && (
        <div className={styles.prompt}>
          <h2>{M.firstStoryTitle}</h2>
          <p>{M.firstStoryText}</p>
          <NewStoryButton label={M.firstStoryTitle} />
        </div>
      )}
      {works.stories.length > 0 && (
        <ul className={styles.works}>
          {works.stories.map((w) => (
            <WorkItem key={w.id} work={w} />
          ))}
        </ul>
      )}
      {toast && <Toast message={toast} onDismiss={() => dispatch(toastHidden())} />}
    </section>
  );
}
