import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectPublishing } from '../../../reducers/publishing/publishingSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { coverImportRequested } from '../../../shared/publishing/actions';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { COVER_ACCEPT, IMPORT_COVER_HEIGHT, IMPORT_COVER_WIDTH } from '../../../shared/publishing/validation';
import { parseQuery } from '../../../shared/routes';
import { Loader } from '../../components/Loader';
import { useHydrated } from '../../components/useHydrated';
import { Link } from '../../router/Link';
import { storySettingsPath } from './PublishModal';
import styles from './Publishing.module.css';

/** Draws `img` over the whole 512×800 canvas (cropped to fill, centred). */
function drawCover(canvas: HTMLCanvasElement, img: HTMLImageElement): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const scale = Math.max(IMPORT_COVER_WIDTH / img.naturalWidth, IMPORT_COVER_HEIGHT / img.naturalHeight);
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, IMPORT_COVER_WIDTH, IMPORT_COVER_HEIGHT);
  ctx.drawImage(img, (IMPORT_COVER_WIDTH - w) / 2, (IMPORT_COVER_HEIGHT - h) / 2, w, h);
  return true;
}

/**
 * The cover import page (writing-paid-content.md §2, §4 "Cover import"): choose one of your
 * stories (a pre-chosen one, `?storyId=`, is listed first and chosen), the cover's image, then
 * Next: the design is captured at 512×800 as a PNG and sent (`POST /apiv2/updatestorycover`);
 * then a success message and "Go to story". Without canvas support nothing uploads.
 */
export default function CoverImportPage() {
  const dispatch = useDispatch();
  const hydrated = useHydrated();
  const { importer } = useSelector(selectPublishing);
  const preselected = parseQuery(useSelector(selectRouter).search).storyId;
  const [chosen, setChosen] = useState<string | null>(typeof preselected === 'string' ? preselected : null);
  const [drawn, setDrawn] = useState(false);
  const [captureFailed, setNoCanvas] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const known = importer.stories.some((s) => s.id === chosen);

  // Without canvas support nothing can be captured, so nothing uploads (§4).
  const noCanvas = captureFailed || (hydrated && !document.createElement('canvas').getContext);

  const pick = (file: File) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setDrawn(canvas.current ? drawCover(canvas.current, img) : false);
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      setDrawn(false);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  };

  const next = () => {
    if (!chosen || !canvas.current) return;
    let image: string;
    try {
      image = canvas.current.toDataURL('image/png');
    } catch {
      setNoCanvas(true);
      return;
    }
    if (!image.startsWith('data:image/png')) return setNoCanvas(true);
    dispatch(coverImportRequested({ storyId: chosen, image }));
  };

  if (importer.upload === 'done' && importer.storyId)
    return (
      <div className={styles.page}>
        <h1>{m.importTitle}</h1>
        <p role="status">{m.importDone}</p>
        <Link href={storySettingsPath(importer.storyId)} className={styles.button}>
          {m.importGoToStory}
        </Link>
      </div>
    );

  return (
    <div className={styles.page}>
      <h1>{m.importTitle}</h1>
      {importer.status === 'loading' && <Loader />}
      {importer.status === 'succeeded' && importer.stories.length === 0 && <p>{m.importNoStories}</p>}
      {importer.stories.length > 0 && (
        <fieldset className={styles.stories} disabled={importer.upload === 'uploading'}>
          <legend>{m.importChoose}</legend>
          {importer.stories.map((s) => (
            <label key={s.id} className={`${styles.story} ${chosen === s.id ? styles.chosen : ''}`}>
              <img src={s.cover} alt="" width={120} height={180} loading="lazy" />
              <span>
                <input
                  type="radio"
                  name="story"
                  value={s.id}
                  checked={chosen === s.id}
                  onChange={() => setChosen(s.id)}
                />{' '}
                {s.title}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {noCanvas ? (
        <p role="alert" className={styles.error}>
          {m.importNoCanvas}
        </p>
      ) : (
        hydrated && (
          <div className={styles.coverSlot}>
            <canvas
              ref={canvas}
              width={IMPORT_COVER_WIDTH}
              height={IMPORT_COVER_HEIGHT}
              className={styles.preview}
              aria-label={m.importImage}
            />
            <div className={styles.coverControls}>
              <label className={styles.fileLabel}>
                {m.importImage}
                <input
                  type="file"
                  accept={COVER_ACCEPT}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) pick(file);
                  }}
                />
              </label>
              {importer.error && (
                <p role="alert" className={styles.error}>
                  {importer.error}
                </p>
              )}
              {importer.upload === 'uploading' && <p role="status">{m.importUploading}</p>}
              <button
                type="button"
                className={styles.button}
                disabled={!chosen || !known || !drawn || importer.upload === 'uploading'}
                onClick={next}
              >
                {m.importNext}
              </button>
            </div>
          </div>
        )
      )}
    </div>
  );
}
