import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectConfig } from '../../../reducers/config/configSlice';
import { selectRouter } from '../../../reducers/router/routerSlice';
import { parseQuery } from '../../../shared/routes';
import { COVER_FORM_FIELD, coverFormPath, coverResultOf } from '../../../shared/publishing/coverForm';
import { selectCsrfToken } from '../../../reducers/session/sessionSlice';
import { PUBLISHING_MESSAGES as m } from '../../../shared/publishing/messages';
import { COVER_ACCEPT, COVER_MAX_BYTES } from '../../../shared/publishing/validation';
import { Cover } from '../../components/Cover';
import { useHydrated } from '../../components/useHydrated';
import styles from './Publishing.module.css';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** The cover import page, with this story chosen first. */
export const coverImportPath = (storyId: number | string) => `/cover-import?storyId=${storyId}`;

/** `POST /v4/stories/{storyId}/cover` with the file as the body, reporting upload progress. */
function send(
  apiBase: string,
  storyId: string,
  file: File,
  csrfToken: string | null,
  onProgress: (percent: number) => void,
): Promise<{ cover: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}/v4/stories/${encodeURIComponent(storyId)}/cover`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    if (csrfToken) xhr.setRequestHeader('x-csrf-token', csrfToken);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { cover?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the generic failure below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.cover) resolve({ cover: body.cover });
      else
        reject(
          new Error(xhr.status >= 400 && xhr.status < 500 && body.message ? body.message : m.coverFailed),
        );
    };
    xhr.onerror = () => reject(new Error(m.coverFailed));
    xhr.send(file);
  });
}

/**
 * The story settings' cover slot (writing-paid-content.md §5 "Cover upload": JPEG, PNG or GIF):
 * the cover, an upload with its progress, and the cover import page's link. The server checks the
 * file's content, size and the owner; the size is checked here first to spare the upload.
 */
export function CoverUpload({
  storyId,
  cover,
  title,
  width = 176,
}: {
  storyId: number | string;
  cover: string;
  title: string;
  width?: number;
}) {
  const csrfToken = useSelector(selectCsrfToken);
  const { apiBase } = useSelector(selectConfig);
  const hydrated = useHydrated();
  const [src, setSrc] = useState(cover);
  const { search } = useSelector(selectRouter);
  // The no-JavaScript form's result, sent back as `?cover=` (shown until the next upload).
  const [state, setState] = useState<UploadState>(() => {
    const result = coverResultOf(parseQuery(search).cover);
    if (!result) return { kind: 'idle' };
    return result.failed ? { kind: 'failed', message: result.message } : { kind: 'done' };
  });
  const input = useRef<HTMLInputElement>(null);
  const id = String(storyId);

  const upload = async (file: File) => {
    if (file.size > COVER_MAX_BYTES) return setState({ kind: 'failed', message: m.coverTooLarge });
    setState({ kind: 'uploading', percent: 0 });
    try {
      const answer = await send(apiBase, id, file, csrfToken, (percent) =>
        setState({ kind: 'uploading', percent }),
      );
      setSrc(answer.cover);
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof Error ? err.message : m.coverFailed });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.coverSlot} data-testid="cover-slot">
      <Cover src={src} title={title} width={width} eager />
      <div className={styles.coverControls}>
        {!hydrated && <CoverForm storyId={id} />}
        {hydrated && (
          <label className={styles.fileLabel}>
            {m.coverUpload}
            <input
              ref={input}
              type="file"
              name={COVER_FORM_FIELD}
              accept={COVER_ACCEPT}
              disabled={state.kind === 'uploading'}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </label>
        )}
        {state.kind === 'uploading' && (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={state.percent}
              aria-label={m.coverUpload}
            />
            <span role="status">{m.coverUploading(state.percent)}</span>
          </>
        )}
        {state.kind === 'done' && <span role="status">{m.coverUploaded}</span>}
        {state.kind === 'failed' && (
          <span role="alert" className={styles.error}>
            {state.message}
          </span>
        )}
        <a href={coverImportPath(id)}>{m.coverImport}</a>
      </div>
    </div>
  );
}

/**
 * Without JavaScript: a multipart form (`_csrf` first, so the server reads it before the file)
 * that comes back to the settings page with the result.
 */
function CoverForm({ storyId }: { storyId: string }) {
  const csrf = useSelector(selectCsrfToken) ?? '';
  return (
    <form
      method="post"
      action={coverFormPath(storyId)}
      encType="multipart/form-data"
      className={styles.coverForm}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <label>
        <span className={styles.coverFormLabel}>{m.coverLabel}</span>
        <input type="file" name={COVER_FORM_FIELD} accept={COVER_ACCEPT} required />
      </label>
      <button type="submit" className={styles.secondary}>
        {m.coverUpload}
      </button>
    </form>
  );
}
