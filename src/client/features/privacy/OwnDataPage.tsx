import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectPrivacy } from '../../../reducers/privacy/privacySlice';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { countOf } from '../../../shared/common/format';
import { ownDataPath } from '../../../shared/privacy/accountValidation';
import styles from '../recovery/Recovery.module.css';

function Section(props: { title: string; count: number; extra?: string; children: ReactNode }) {
  const { title, count, extra, children } = props;
  return (
    <section aria-label={title}>
      <h2>
        {title} ({count}){extra}
      </h2>
      {count === 0 ? <p>{m.dataNone}</p> : <ul>{children}</ul>}
    </section>
  );
}

/** `/settings/your-{product}-data`: what we keep about the signed-in user, and a JSON download. */
export default function OwnDataPage() {
  const data = useSelector(selectPrivacy).ownData;
  const { productName } = useSelector(selectConfig);
  if (!data) return <p role="status">…</p>;
  const p = data.profile;
  const profile: [string, string][] = [
    ['Username', p.username],
    ['Name', p.name],
    ['Email', p.email ?? ''],
    ['Birthday', p.birthdate ?? ''],
    ['Pronouns', p.pronouns ?? ''],
    ['Language', p.language.name],
    ['About', p.description],
    ['Email verified', p.verified_email ? 'yes' : 'no'],
    ['Marketing email', p.marketing_opt_in ? 'yes' : 'no'],
    ['Do not sell my personal information', p.ccpa_optout ? 'yes' : 'no'],
    ['Joined', p.createDate ?? ''],
  ];
  return (
    <article className={styles.panel} style={{ maxWidth: 720 }} aria-labelledby="data-title">
      <h1 id="data-title">{m.dataTitle(productName)}</h1>
      <p className={styles.intro}>{m.dataIntro}</p>
      <p>
        <a className={styles.primary} href={`${ownDataPath(productName)}?json=1`} download>
          {m.dataDownload}
        </a>
      </p>
      <h2>{m.dataProfile}</h2>
      <dl>
        {profile.map(([k, v]) => (
          <div key={k}>
            <dt style={{ fontWeight: 700 }}>{k}</dt>
            <dd>{v || '—'}</dd>
          </div>
        ))}
      </dl>
      <Section
        title={m.dataStories}
        count={data.stories.length}
        extra={` · ${countOf(data.partsCount, 'part')}`}
      >
        {data.stories.map((s) => (
          <li key={s.id}>
            {s.title} — {countOf(s.numParts, 'part')}
            {s.deleted ? ' (deleted)' : ''}
          </li>
        ))}
      </Section>
      <Section title={m.dataLists} count={data.lists.length}>
        {data.lists.map((l) => (
          <li key={l.id}>
            {l.name} — {countOf(l.stories.length, 'story', 'stories')}
          </li>
        ))}
      </Section>
      <Section title={m.dataLibrary} count={data.library.length}>
        {data.library.map((s) => (
          <li key={s.id}>{s.title}</li>
        ))}
      </Section>
      <Section title={m.dataFollowing} count={data.following.length}>
        {data.following.map((f) => (
          <li key={f.username}>{f.username}</li>
        ))}
      </Section>
      <Section title={m.dataFollowers} count={data.followers.length}>
        {data.followers.map((f) => (
          <li key={f.username}>{f.username}</li>
        ))}
      </Section>
      <Section title={m.dataVotes} count={data.votes.length}>
        {data.votes.map((v) => (
          <li key={v.partId}>
            Part {v.partId} of story {v.storyId} · {v.createDate}
          </li>
        ))}
      </Section>
      <Section title={m.dataPositions} count={data.readingPositions.length}>
        {data.readingPositions.map((r) => (
          <li key={r.storyId}>
            Story {r.storyId}, part {r.partId} at {Math.round(r.position * 100)}%
          </li>
        ))}
      </Section>
    </article>
  );
}
