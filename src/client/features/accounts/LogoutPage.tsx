import { useSelector } from 'react-redux';
import { selectViewer } from '../../../reducers/session/sessionSlice';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import styles from './Accounts.module.css';
import { CsrfField } from '../../components/forms/FormParts';

/** `/logout`: a small confirmation whose button posts the log-out form. */
export default function LogoutPage() {
  const viewer = useSelector(selectViewer);
  return (
    <section className={styles.card} aria-labelledby="logout-title">
      <h1 id="logout-title">{m.logoutTitle}</h1>
      {viewer ? (
        <form className={styles.form} method="post" action="/logout">
          <CsrfField />
          <p>
            {m.logoutQuestion} You are logged in as <strong>{viewer.username}</strong>.
          </p>
          <button type="submit" className={styles.primary}>
            {m.logOut}
          </button>
        </form>
      ) : (
        <>
          <p>{m.signedOut}</p>
          <p>
            <a href="/login">{m.logIn}</a> · <a href="/home">Go home</a>
          </p>
        </>
      )}
    </section>
  );
}
