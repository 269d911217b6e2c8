import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { legalUpdated, type LegalPage } from '../../../shared/help/legalMessages';
import styles from './Help.module.css';

/** A long text page of ours (terms, privacy policy): title, date, intro, then its sections. */
export function LegalText({ page }: { page: (product: string) => LegalPage }) {
  const { productName } = useSelector(selectConfig);
  const text = page(productName);
  return (
    <article className={styles.help}>
      <h1>{text.title}</h1>
      <p className={styles.updated}>{legalUpdated(text.updated)}</p>
      <p>{text.intro}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
