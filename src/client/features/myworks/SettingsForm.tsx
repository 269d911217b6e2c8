import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectMyWorks, settingsEdited } from '../../../reducers/myworks/myworksSlice';
import { settingsSaveRequested } from '../../../shared/myworks/actions';
import { storySettingsPath, type MyStoryPage } from '../../../shared/myworks/api';
import { LICENCES } from '../../../shared/myworks/licences';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  checkSettings,
  normaliseSettings,
  parseTagsText,
  type StorySettingsInput,
} from '../../../shared/myworks/validation';
import { CsrfField } from '../../components/forms/FormParts';
import { TagsField } from './TagsField';
import styles from './MyWorks.module.css';

/** The form's first values: what a refused post typed (JavaScript off), else the story's. */
function initial(page: MyStoryPage, typed: Record<string, string> | null): StorySettingsInput {
  const s = page.story;
  if (!typed) {
    const { title, description, tags, category, language, mature, completed, copyright } = s;
    return { title, description, tags, category, language, mature, completed, copyright };
  }
  return {
    title: typed.title ?? s.title,
    description: typed.description ?? s.description,
    tags: typed.tags !== undefined ? parseTagsText(typed.tags) : s.tags,
    category: typed.category ? Number(typed.category) : null,
    language: Number(typed.language) || s.language,
    mature: typed.mature === '1',
    completed: typed.completed === '1',
    copyright: Number(typed.copyright) || s.copyright,
  };
}

/**
 * Story Details: a real form (`POST /myworks/{id}` with `_csrf`, the server's shared rules) that,
 * with JavaScript, saves through the saga and shows the outcome in place.
 */
export function SettingsForm({ page, saved }: { page: MyStoryPage; saved: boolean }) {
  const dispatch = useDispatch();
  const { save, form } = useSelector(selectMyWorks);
  const [v, setV] = useState<StorySettingsInput>(() => initial(page, form?.values ?? null));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...(form?.fieldErrors ?? {}), ...save.fieldErrors, ...clientErrors };
  const set = <K extends keyof StorySettingsInput>(k: K, value: StorySettingsInput[K]) => {
    setV((old) => ({ ...old, [k]: value }));
    setClientErrors({});
    dispatch(settingsEdited());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = normaliseSettings(v);
    const found = checkSettings(input, {
      categories: page.categories.map((c) => c.id),
      languages: page.languages.map((l) => l.id),
    });
    setClientErrors(found);
    if (Object.keys(found).length === 0) dispatch(settingsSaveRequested({ id: page.story.id, input }));
  };
  const err = (k: string) =>
    errors[k] ? (
      <p id={`story-${k}-error`} className={styles.error}>
        {errors[k]}
      </p>
    ) : null;
  const described = (k: string) => (errors[k] ? `story-${k}-error` : undefined);
  const status =
    save.status === 'saved' || (saved && save.status === 'idle' && !form)
      ? M.savedSettings
      : save.status === 'failed' && !Object.keys(save.fieldErrors).length
        ? save.message
        : (form?.message ?? null);

  return (
    <form
      className={styles.form}
      method="post"
      action={storySettingsPath(page.story.id)}
      onSubmit={submit}
      noValidate
    >
      <CsrfField />
      <div className={styles.field}>
        <label htmlFor="story-title">{M.titleLabel}</label>
        <input
          id="story-title"
          type="text"
          name="title"
          value={v.title}
          maxLength={TITLE_MAX}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={described('title')}
          onChange={(e) => set('title', e.target.value)}
        />
        {err('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor="story-description">{M.descriptionLabel}</label>
        <textarea
          id="story-description"
          name="description"
          value={v.description}
          maxLength={DESCRIPTION_MAX}
          aria-describedby={described('description')}
          onChange={(e) => set('description', e.target.value)}
        />
        {err('description')}
      </div>
      <TagsField tags={v.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
      <div className={styles.field}>
        <label htmlFor="story-category">{M.categoryLabel}</label>
        <select
          id="story-category"
          name="category"
          value={v.category ?? ''}
          aria-describedby={described('category')}
          onChange={(e) => set('category', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{M.noCategory}</option>
          {page.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {err('category')}
      </div>
      <div className={styles.field}>
        <label htmlFor="story-language">{M.languageLabel}</label>
        <select
          id="story-language"
          name="language"
          value={v.language}
          aria-describedby={described('language')}
          onChange={(e) => set('language', Number(e.target.value))}
        >
          {page.languages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
        {err('language')}
      </div>
      <div className={styles.field}>
        <label htmlFor="story-copyright">{M.licenceLabel}</label>
        <select
          id="story-copyright"
          name="copyright"
          value={v.copyright}
          aria-describedby={described('copyright')}
          onChange={(e) => set('copyright', Number(e.target.value))}
        >
          {LICENCES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
        {err('copyright')}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="mature"
          value="1"
          checked={v.mature}
          onChange={(e) => set('mature', e.target.checked)}
        />
        <span>
          <strong>{M.matureLabel}</strong>
          <br />
          <span className={styles.hint}>{M.matureHint}</span>
        </span>
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="completed"
          value="1"
          checked={v.completed}
          onChange={(e) => set('completed', e.target.checked)}
        />
        <span>
          <strong>{M.completedLabel}</strong>
          <br />
          <span className={styles.hint}>{M.completedHint}</span>
        </span>
      </label>
      <div className={styles.notesActions}>
        <button type="submit" className={styles.button} disabled={save.status === 'saving'}>
          {save.status === 'saving' ? M.saving : M.save}
        </button>
        {status && (
          <p className={styles.status} role={save.status === 'failed' || form ? 'alert' : 'status'}>
            {status}
          </p>
        )}
      </div>
    </form>
  );
}
