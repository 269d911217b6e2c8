import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSettings, settingsActions as a } from '../../../reducers/settings/settingsSlice';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { NOTIFICATION_KEYS, type NotificationSettings } from '../../../shared/settings/validation';
import { useHydrated } from '../../components/useHydrated';
import { FormHidden } from './Field';
import { SettingsShell } from './SettingsShell';
import styles from './Settings.module.css';

const LABELS: Record<keyof NotificationSettings, string> = {
  alerts: m.alertsLabel,
  alertssub: m.alertssubLabel,
  subscribe: m.subscribeLabel,
};

function NotificationsForm({ saved }: { saved: NotificationSettings }) {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const { notifications, flash } = useSelector(selectSettings);
  const [values, setValues] = useState(saved);
  const done = notifications === 'saved' || flash?.kind === 'notificationsSaved';
  return (
    <form
      method="post"
      action="/settings/notifications"
      onSubmit={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        dispatch(a.notificationsSubmitted(values));
      }}
    >
      <FormHidden />
      <fieldset className={styles.checks}>
        <legend className={styles.note}>{m.notificationsIntro}</legend>
        {NOTIFICATION_KEYS.map((key) => (
          <label key={key} className={styles.check}>
            <input
              type="checkbox"
              name={key}
              value="true"
              checked={values[key]}
              onChange={(e) => setValues({ ...values, [key]: e.target.checked })}
            />
            <span>{LABELS[key]}</span>
          </label>
        ))}
      </fieldset>
      {done && (
        <p className={styles.alert} role="status">
          {m.notificationsSaved}
        </p>
      )}
      <button className={styles.primary} type="submit" disabled={notifications === 'saving'}>
        {m.save}
      </button>
    </form>
  );
}

/** `/settings/notifications`: alerts, alertssub and subscribe (spec §3 notificationSettings). */
export default function NotificationsPage() {
  const { account, status } = useSelector(selectSettings);
  return (
    <SettingsShell current="notifications">
      <h2>{m.notificationsHeading}</h2>
      {account ? (
        <NotificationsForm key={account.id} saved={account.notificationSettings} />
      ) : (
        <p role="status">{status === 'failed' ? m.changesNotSaved : 'Loading…'}</p>
      )}
    </SettingsShell>
  );
}
