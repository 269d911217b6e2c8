import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSettings } from '../../../reducers/settings/settingsSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import {
  birthdateInputMax,
  birthdateWindow,
  validateBirthdateNoRules,
  validateSettingsBirthdate,
} from '../../../shared/settings/validation';
import { useHydrated } from '../../components/useHydrated';
import { FormHidden } from './Field';
import styles from './Settings.module.css';

const DAY_MS = 24 * 3600 * 1000;
const shift = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Birthdate in settings (spec §5): disabled once a birthdate exists. Under the test group it is
 * required, YYYY-MM-DD, between 13 and 100 years ago ('Please fix any errors to continue.' blocks
 * Save); without it the date input's maximum is today. A plain form post either way.
 */
export function BirthdateField({
  userId,
  birthdate,
  rules,
}: {
  userId: number;
  birthdate: string;
  rules: boolean;
}) {
  const hydrated = useHydrated();
  const form = useSelector(selectSettings).form;
  const echoed = form?.name === 'birthdate' ? (form.values.birthdate ?? '') : '';
  const [value, setValue] = useState(birthdate || echoed);
  const [touched, setTouched] = useState(false);
  const { after, before } = birthdateWindow();
  const check = rules ? validateSettingsBirthdate : validateBirthdateNoRules;
  const error =
    (hydrated && touched && !birthdate ? check(value) : null) ??
    (form?.name === 'birthdate' ? (form.fieldErrors.birthdate ?? form.message) : null);
  return (
    <form className={styles.form} method="post" action="/settings?section=account">
      <FormHidden form="birthdate" userId={userId} />
      <label className={styles.label} htmlFor="settings-birthdate">
        {m.birthdate}
      </label>
      <input
        id="settings-birthdate"
        className={styles.input}
        type="date"
        name="birthdate"
        placeholder="YYYY-MM-DD"
        required={rules}
        disabled={Boolean(birthdate)}
        min={rules ? shift(after, 1) : undefined}
        max={rules ? shift(before, -1) : birthdateInputMax()}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'settings-birthdate-message' : undefined}
      />
      {error && (
        <span id="settings-birthdate-message" className={styles.error}>
          {error}
        </span>
      )}
      {!birthdate && (
        <div className={styles.actions}>
          <button className={styles.primary} type="submit" disabled={hydrated && check(value) !== null}>
            {m.save}
          </button>
        </div>
      )}
    </form>
  );
}
