import { injectSlices } from '../../../reducers/browserReducer';
import { imageAppealSlices } from '../../../reducers/imageAppeal';
import { IMAGE_APPEAL_MESSAGES as M } from '../../../shared/imageAppeal/messages';
import { imageAppealHref } from '../../../shared/imageAppeal/validation';
import styles from './ImageAppeal.module.css';

// The pages that show a flagged image (the story page) load this: the covers' flags come with it.
injectSlices(imageAppealSlices);

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
