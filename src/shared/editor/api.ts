/**
 * The part editor (`/myworks/{storyId}/write/{partId}`, issue 28 #2): what the writer's browser and
 * the server exchange. Text is storytext HTML (API-COMPAT.md: `<p data-p-id>` paragraphs); the
 * server sanitises what it is sent and gives back the stored form.
 */

/** A part's place in the writer's parts list (drafts and deleted parts included: only the owner sees it). */
export interface EditorPartItem {
  id: number;
  title: string;
  /** 'published' | 'draft' | 'scheduled' | 'deleted' (the list's status label). */
  status: EditorPartStatus;
  wordCount: number;
}

export type EditorPartStatus = 'published' | 'draft' | 'scheduled' | 'deleted';

/** The part being edited. */
export interface EditorPart {
  id: number;
  storyId: number;
  title: string;
  /** The stored storytext: `<p data-p-id="…">…</p>` joined by newlines. */
  text: string;
  text_hash: string;
  wordCount: number;
  status: EditorPartStatus;
  /** A scheduled publish time (ISO) or null: the publish button reads "Change schedule" with one. */
  scheduledPublishDate: string | null;
  modifyDate: string;
}

/** `GET /v4/parts/{partId}/editor`: the part, its story and the story's parts in order. */
export interface EditorDocument {
  story: { id: number; title: string; parts: EditorPartItem[] };
  part: EditorPart;
}

/** `PUT /v4/parts/{partId}/text` body. */
export interface SaveTextBody {
  title: string;
  /** HTML (sanitised by the server). */
  text: string;
}

/** `PUT /v4/parts/{partId}/text` answer: the stored form. */
export interface SavedText {
  id: number;
  title: string;
  text: string;
  text_hash: string;
  wordCount: number;
  length: number;
  modifyDate: string;
  /** Paragraph ids in order (unchanged paragraphs keep theirs). */
  paragraphs: string[];
}

/** `POST /v4/stories/{storyId}/parts` answer: the new draft part. */
export interface CreatedPart {
  id: number;
  title: string;
  /** Its editor page. */
  url: string;
}

/** The editor's calls (the viewer is the story's owner; anyone else is refused with 403/1154). */
export interface EditorApi {
  load(partId: number): Promise<EditorDocument>;
  saveText(partId: number, body: SaveTextBody, csrfToken: string | null): Promise<SavedText>;
  createPart(storyId: number, csrfToken: string | null): Promise<CreatedPart>;
  /** `PUT /v4/stories/{storyId}/parts/order` body `{parts: [ids]}`: every live part, in the new order. */
  reorder(storyId: number, partIds: number[], csrfToken: string | null): Promise<EditorPartItem[]>;
  /** `DELETE /v4/parts/{partId}`: soft delete (readers see the Deleted status). */
  deletePart(partId: number, csrfToken: string | null): Promise<EditorPartItem[]>;
}
