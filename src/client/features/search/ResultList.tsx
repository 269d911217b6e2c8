import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { moreRequested, type ResultList as List } from '../../../reducers/search/searchSlice';
import { SEARCH_MESSAGES as m } from '../../../shared/search/messages';
import { countOf } from '../../../shared/common/format';
import { Skeletons } from './StoryResult';
import styles from './Search.module.css';

/**
 * A result list with skeletons while loading, the empty message, and "More": a link to the next
 * offset (works without JavaScript); with JavaScript it loads the list's nextUrl and appends.
 */
export function ResultList<T>({
  name,
  list,
  pageSize,
  emptyText,
  moreHref,
  render,
  loading = false,
}: {
  name: 'stories' | 'people' | 'tag';
  list: List<T>;
  pageSize: number;
  emptyText: string;
  moreHref: string;
  render: (item: T) => ReactNode;
  /** Show the skeletons whatever the list's state (the refiner's 1 s). */
  loading?: boolean;
}) {
  const dispatch = useDispatch();
  if (loading || list.status === 'loading' || list.status === 'idle') return <Skeletons count={pageSize} />;
  if (list.status === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {list.error?.message ?? m.loadMoreFailed}
      </p>
    );
  if (list.items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <p className={styles.meta} aria-live="polite">
        {countOf(list.total, 'result')}
      </p>
      <ul className={styles.results}>{list.items.map(render)}</ul>
      {list.moreStatus === 'loading' && <Skeletons count={Math.min(3, pageSize)} />}
      {list.moreStatus === 'failed' && (
        <p role="alert" className={styles.error}>
          {m.loadMoreFailed}
        </p>
      )}
      {list.nextUrl && list.moreStatus !== 'loading' && (
        <a
          className={`${styles.secondary} ${styles.more}`}
          href={moreHref}
          onClick={(e) => {
            e.preventDefault();
            dispatch(moreRequested({ list: name }));
          }}
        >
          {m.loadMore}
        </a>
      )}
    </>
  );
}
