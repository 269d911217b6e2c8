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
import { CheckField, Field } from './Field';
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
      <Field name="title" label={M.titleLabel} error={errors.title}>
        {(c) => (
          <input
            {...c}
            type="text"
            value={v.title}
            maxLength={TITLE_MAX}
            aria-invalid={Boolean(errors.title)}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field name="description" label={M.descriptionLabel} error={errors.description}>
        {(c) => (
          <textarea
            {...c}
            value={v.description}
            maxLength={DESCRIPTION_MAX}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <TagsField tags={v.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
      <Field name="category" label={M.categoryLabel} error={errors.category}>
        {(c) => (
          <select
            {...c}
            value={v.category ?? ''}
            onChange={(e) => set('category', e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{M.noCategory}</option>
            <Options items={page.categories} />
          </select>
        )}
      </Field>
      <Field name="language" label={M.languageLabel} error={errors.language}>
        {(c) => (
          <select {...c} value={v.language} onChange={(e) => set('language', Number(e.target.value))}>
            <Options items={page.languages} />
          </select>
        )}
      </Field>
      <Field name="copyright" label={M.licenceLabel} error={errors.copyright}>
        {(c) => (
          <select {...c} value={v.copyright} onChange={(e) => set('copyright', Number(e.target.value))}>
            <Options items={LICENCES} />
          </select>
        )}
      </Field>
      <CheckField
        name="mature"
        label={M.matureLabel}
        hint={M.matureHint}
        checked={v.mature}
        onChange={(on) => set('mature', on)}
      />
      <CheckField
        name="completed"
        label={M.completedLabel}
        hint={M.completedHint}
        checked={v.completed}
        onChange={(on) => set('completed', on)}
      />
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

/** A select's options from `{id, name}` choices. */
function Options({ items }: { items: readonly { id: number; name: string }[] }) {
  return (
    <>
      {items.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </>
  );
}
