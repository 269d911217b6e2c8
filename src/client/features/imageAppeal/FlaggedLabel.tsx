import { IMAGE_APPEAL_MESSAGES as M } from '../../../shared/imageAppeal/messages';
import { imageAppealHref } from '../../../shared/imageAppeal/validation';
import styles from './ImageAppeal.module.css';

/**
 * The flagged-image label (accounts-safety-messaging §8), shown to the image's owner only; with
 * `imageUrl` it links to the appeal page.
 */
export function FlaggedLabel({ imageUrl }: { imageUrl?: string }) {
  return (
    <p className={styles.label} data-flagged-label="">
      <span className={styles.flagged}>{M.flaggedLabel}</span>
      {imageUrl && (
        <>
          {' '}
          <a href={imageAppealHref(imageUrl)}>{M.appealLink}</a>
        </>
      )}
    </p>
  );
}
