import type { StorySettings } from '../../../shared/myworks/api';
import { MYWORKS_MESSAGES as M } from '../../../shared/myworks/messages';
import { CoverUpload } from '../publishing/CoverUpload';
import styles from './MyWorks.module.css';

/**
 * The cover area of the story settings (issue 28 #1): the current cover. The publishing feature's
 * cover upload mounts here (this component is the slot: render its upload control below the cover).
 */
export function StoryCoverSlot({ story }: { story: StorySettings }) {
  return (
    <div className={styles.cover} data-slot="story-cover">
      <span className={styles.fieldLabel}>{M.coverLabel}</span>
      <CoverUpload storyId={story.id} cover={story.cover} title={story.title} width={176} />
    </div>
  );
}
