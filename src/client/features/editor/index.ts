import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { EditorApiPart } from '../../../shared/editor';
import { lazyPart } from '../../api/request';

/**
 * The part editor's page: its own chunk (`page-editor`); the rich-text editor (Tiptap) is a further
 * chunk the page loads in the browser once it has hydrated (`RichEditor.tsx`), so no reading page
 * and no server render carries it.
 */
export const editorPages = {
  editor: withSlices(
    () => import(/* webpackChunkName: "page-editor" */ './EditorPage'),
    () =>
      import(/* webpackChunkName: "page-editor" */ '../../../reducers/editor').then((m) => m.editorSlices),
  ),
} satisfies FeaturePages;

/** The editor's HTTP calls, fetched with the first of them (`lazyPart`). */
export const editorHttp = (base: string): EditorApiPart => ({
  editor: lazyPart(() =>
    import(/* webpackChunkName: "api-editor" */ './http').then((m) => m.createEditorHttpApi(base)),
  ),
});
