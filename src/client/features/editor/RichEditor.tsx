/**
 * The rich-text editor, on Tiptap (ProseMirror): loaded as its own chunk only once the editor page
 * has hydrated (EditorPage.tsx), never by a reading page. Why Tiptap: a ProseMirror schema holds
 * the document to exactly what the legacy storytext allows (paragraphs; bold, italic, underline;
 * left/center/right alignment; images; video iframes) so nothing else can be typed or pasted in;
 * its React binding (`@tiptap/react`) supports React 19; and each of those is a maintained
 * extension (StarterKit's paragraph/bold/italic/underline, TextAlign, Image) plus one small node of
 * ours (videoNode.ts). Lexical would have needed custom nodes and an HTML import/export of its own
 * for the same subset.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import Image from '@tiptap/extension-image';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { videoEmbedUrl } from '../../../shared/editor/media';
import { countWords } from '../../../shared/editor/validation';
import { Video } from './videoNode';
import styles from './Editor.module.css';

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
  }),
  TextAlign.configure({ types: ['paragraph'], alignments: ['left', 'center', 'right'] }),
  Image.configure({ inline: true, allowBase64: false }),
  Video,
];

export interface RichEditorProps {
  /** The editor's HTML to start from (editorHtml.ts). */
  initialHtml: string;
  onChange(html: string, wordCount: number): void;
}

export default function RichEditor({ initialHtml, onChange }: RichEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: styles.prose,
        'aria-label': 'Part text',
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), countWords(e.getText())),
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            center: e.isActive({ textAlign: 'center' }),
            right: e.isActive({ textAlign: 'right' }),
          }
        : null,
  });
  if (!editor) return <div className={styles.prose} aria-busy="true" />;
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void, text: string) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  const insertImage = () => {
    const src = window.prompt(M.imagePrompt)?.trim();
    if (src && /^https?:\/\/[^/]/i.test(src)) chain().setImage({ src }).run();
  };
  const insertVideo = () => {
    const src = videoEmbedUrl(window.prompt(M.videoPrompt) ?? '');
    if (src) chain().setVideo(src).run();
  };
  const left = !marks?.center && !marks?.right;
  return (
    <div className={styles.rich}>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
        {button(M.bold, marks?.bold, () => chain().toggleBold().run(), 'B')}
        {button(M.italic, marks?.italic, () => chain().toggleItalic().run(), 'I')}
        {button(M.underline, marks?.underline, () => chain().toggleUnderline().run(), 'U')}
        <span className={styles.sep} aria-hidden="true" />
        {button(M.alignLeft, left, () => chain().setTextAlign('left').run(), '⇤')}
        {button(M.alignCenter, marks?.center, () => chain().setTextAlign('center').run(), '↔')}
        {button(M.alignRight, marks?.right, () => chain().setTextAlign('right').run(), '⇥')}
        <span className={styles.sep} aria-hidden="true" />
        {button(M.image, undefined, insertImage, M.image)}
        {button(M.video, undefined, insertVideo, M.video)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
