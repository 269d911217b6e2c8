import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  contentSettingsCancelled,
  matureToggled,
  selectContentSettings,
  tagEditorOpened,
} from '../../../reducers/contentSettings/contentSettingsSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { contentSettingsMessages as m } from '../../../shared/contentSettings/messages';
import {
  contentSettingsApplyRequested,
  contentSettingsRequested,
} from '../../../shared/contentSettings/actions';
import { parseQuery } from '../../../shared/routes';
import { outcomeMessage } from '../../../shared/contentSettings/validation';
import { CsrfField } from '../../components/forms/FormParts';
import { useHydrated } from '../../components/useHydrated';
import { BlockedTagsEditor } from './BlockedTagsEditor';
import styles from './ContentSettings.module.css';

/**
 * The Content Preferences panel embedded in /settings?section=content (accounts-safety-messaging
 * §2, §4): the Mature Content toggle, the Blocked Tags summary with 'Edit Tags' (the editor
 * sub-view), 'Apply Changes' (only changed values are sent) and 'Thanks for the input!'. Cancel is
 * hidden on the settings page. Without JavaScript it is a form posted to `POST /settings/content`
 * (the tags as a space-separated text field); the outcome comes back as `?cs=`.
 */
export default function ContentSettingsSection() {
  const dispatch = useDispatch();
  const s = useSelector(selectContentSettings);
  const { search } = useSelector(selectRouter);
  const query = parseQuery(search);
  const scripted = useHydrated();
  useEffect(() => {
    dispatch(contentSettingsRequested());
  }, [dispatch]);

  const served = scripted ? null : outcomeMessage(query.cs);
  const notice = s.confirmation ?? (served === m.thanks ? served : null);
  const problem = s.applyStatus === 'failed' ? s.error : served !== m.thanks ? served : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(contentSettingsApplyRequested());
  };

  return (
    <section className={styles.panel} aria-labelledby="content-preferences-heading">
      <h2 id="content-preferences-heading">{m.title}</h2>
      {s.status === 'error' && <p role="alert">{s.error}</p>}
      {s.status === 'received' && (
        <form method="post" action="/settings/content" onSubmit={onSubmit}>
          <CsrfField />
          {s.view === 'tags' && scripted ? (
            <BlockedTagsEditor />
          ) : (
            <>
              <label className={styles.toggle}>
                <span>
                  <strong>{m.matureContent}</strong>
                  <span className={styles.hint}>{m.matureHint}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  name="includeMature"
                  checked={s.edited.includeMature}
                  onChange={() => dispatch(matureToggled())}
                />
              </label>
              <div className={styles.summary}>
                <div>
                  <strong id="blocked-tags-heading">{m.blockedTags}</strong>
                  <p className={styles.hint}>
                    {s.edited.blockedTags.length
                      ? `${m.blockedSummary(s.edited.blockedTags.length)}: ${s.edited.blockedTags.join(', ')}`
                      : m.noBlockedTags}
                  </p>
                </div>
                {scripted && (
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => dispatch(tagEditorOpened())}
                  >
                    {m.editTags}
                  </button>
                )}
              </div>
              {!scripted && (
                <label className={styles.tagInput}>
                  {m.tagsFieldLabel}
                  <input
                    className={styles.input}
                    name="blockedTags"
                    defaultValue={query.tags ?? s.edited.blockedTags.join(' ')}
                  />
                </label>
              )}
            </>
          )}
          {problem && (
            <p className={styles.warning} role="alert">
              {problem}
            </p>
          )}
          {notice && (
            <p className={styles.thanks} role="status">
              {notice}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={s.applyStatus === 'saving'}>
              {m.applyChanges}
            </button>
            {/* Cancel is hidden on the settings page (the modal variant shows it). */}
            <button type="button" hidden onClick={() => dispatch(contentSettingsCancelled())}>
              {m.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
