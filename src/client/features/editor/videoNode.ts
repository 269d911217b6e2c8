/**
 * A video embed as the legacy storytext has it: an `<iframe>` marked as video media
 * (`data-media-type="video"`) from an allowed host, inline in its paragraph (an atom: selected and
 * deleted as one). The server's sanitiser applies the same rule to whatever is sent.
 */
import { Node, mergeAttributes } from '@tiptap/react';
import { VIDEO_MEDIA_ATTR, VIDEO_MEDIA_VALUE, isVideoHostUrl } from '../../../shared/editor/media';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    video: { setVideo: (src: string) => ReturnType };
  }
}

export const Video = Node.create({
  name: 'video',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: `iframe[${VIDEO_MEDIA_ATTR}="${VIDEO_MEDIA_VALUE}"]`,
        getAttrs: (el) => {
          const src = (el as HTMLElement).getAttribute('src') ?? '';
          return isVideoHostUrl(src) ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        [VIDEO_MEDIA_ATTR]: VIDEO_MEDIA_VALUE,
        width: '560',
        height: '315',
        frameborder: '0',
        allowfullscreen: 'true',
      }),
    ];
  },
  addCommands() {
    return {
      setVideo:
        (src: string) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
