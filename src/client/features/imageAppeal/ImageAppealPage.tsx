import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { injectSlices } from '../../../reducers/browserReducer';
import { imageAppealSlices, selectImageAppeal } from '../../../reducers/imageAppeal';
import { imageAppealSubmitted } from '../../../shared/imageAppeal/actions';
import { IMAGE_APPEAL_MESSAGES as M } from '../../../shared/imageAppeal/messages';
import { APPEAL_REASON_MAX, canSendAppeal, IMAGE_APPEAL_PATH } from '../../../shared/imageAppeal/validation';
import { Loader } from '../../components/Loader';
import { useRecoveryPage } from '../../components/forms/useRecoveryPage';
import { FlaggedLabel } from './FlaggedLabel';
import styles from './ImageAppeal.module.css';

injectSlices(imageAppealSlices);

/**
 * `/image-appeal?image_url=` (accounts-safety-messaging §2 "Image appeal form", §4, §5, §8): the
 * image preview with the flagged label, the reason (up to 435 characters; Send disabled while empty),
 * a spinner while sending, then the success view with 'OK got it' to the inbox — or the spec's text
 * for an image already appealed, already reviewed, or any other failure. A real form without JavaScript.
 */
export default function ImageAppealPage() {
  const state = useSelector(selectImageAppeal);
  const { csrf, hydrated } = useRecoveryPage();
  const dispatch = useDispatch();
  const [reason, setReason] = useState(state.reason);
  const sending = state.submit === 'sending';

  if (state.load === 'failed' || (!state.image && state.load !== 'loading')) {
    return (
      <section className={styles.page} aria-labelledby="appeal-title">
        <h1 id="appeal-title">{M.title}</h1>
        <p role="alert" className={styles.alert}>
          {state.httpStatus === 403
            ? 'This image is not yours to appeal.'
            : 'This image has not been flagged.'}
        </p>
      </section>
    );
  }
  if (!state.image) return <Loader />;
  const image = state.image;

  if (state.submit === 'sent') {
    return (
      <section className={styles.page} aria-labelledby="appeal-title">
        <h1 id="appeal-title">{M.successTitle}</h1>
        <img
          className={styles.preview}
          src={image.imageUrl}
          alt="The image you appealed"
          width={160}
          height={250}
        />
        <p role="status">{M.successText}</p>
        <a className={styles.primary} href="/inbox">
          {M.okGotIt}
        </a>
      </section>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSendAppeal(reason, sending)) dispatch(imageAppealSubmitted({ imageUrl: image.imageUrl, reason }));
  };
  return (
    <section className={styles.page} aria-labelledby="appeal-title">
      <h1 id="appeal-title">{M.title}</h1>
      <figure className={styles.figure}>
        <img
          className={styles.preview}
          src={image.imageUrl}
          alt="The flagged image"
          width={160}
          height={250}
        />
        <figcaption>
          <FlaggedLabel />
        </figcaption>
      </figure>
      {state.error && (
        <p role="alert" className={styles.alert}>
          {state.error}
        </p>
      )}
      <form method="post" action={IMAGE_APPEAL_PATH} onSubmit={submit} className={styles.form}>
        <input type="hidden" name="_csrf" value={csrf ?? ''} />
        <input type="hidden" name="image_url" value={image.imageUrl} />
        <p className={styles.intro}>{M.intro}</p>
        <label htmlFor="appeal-reason" className={styles.label}>
          {M.reasonLabel}
        </label>
        <textarea
          id="appeal-reason"
          name="reason"
          className={styles.textarea}
          rows={5}
          maxLength={APPEAL_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value.slice(0, APPEAL_REASON_MAX))}
          aria-describedby="appeal-count"
        />
        <p id="appeal-count" className={styles.count}>
          {APPEAL_REASON_MAX - reason.length}
        </p>
        <button
          type="submit"
          className={styles.primary}
          disabled={hydrated && !canSendAppeal(reason, sending)}
          aria-busy={sending}
        >
          {sending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" /> {M.sending}
            </>
          ) : (
            M.send
          )}
        </button>
      </form>
    </section>
  );
}
