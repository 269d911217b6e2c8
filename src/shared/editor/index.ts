import type { EditorApi } from './api';

/** The editor feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface EditorApiPart {
  editor: EditorApi;
}
