import { useSelector } from 'react-redux';
import { selectPrivacy } from '../../../reducers/privacy/privacySlice';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import styles from '../recovery/Recovery.module.css';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';

/**
 * `/language?nextUrl=`: the language picker (linked from the footer). A plain form: saving sets the
 * locale cookie (and the account's language) and reloads the page the person came from.
 */
export default function LanguagePage() {
  const { query, csrf } = useRecoveryPage();
  const languages = useSelector(selectPrivacy).languages;
  return (
    <section className={styles.panel} aria-labelledby="language-title">
      <h1 id="language-title">{m.languageTitle}</h1>
      {query.msg && (
        <p className={styles.danger} role="alert">
          {query.msg}
        </p>
      )}
      <form method="post" action="/language">
        <input type="hidden" name="_csrf" value={csrf ?? ''} />
        <input type="hidden" name="nextUrl" value={query.nextUrl ?? '/home'} />
        <fieldset className={styles.field}>
          <legend className={styles.label}>{m.languageLabel}</legend>
          {(languages?.items ?? []).map((l) => (
            <label key={l.id} style={{ display: 'block', padding: '4px 0' }} lang={l.code}>
              <input
                type="radio"
                name="languageId"
                value={l.id}
                defaultChecked={l.id === languages?.currentId}
              />{' '}
              {l.nativeName}
              {l.nativeName !== l.name ? ` (${l.name})` : ''}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button className={styles.primary} type="submit">
            {m.languageSave}
          </button>
        </div>
      </form>
    </section>
  );
}
