export { createMediaRouter, type MediaRouterOptions } from './router';
export { renderCover } from './cover';
export { renderAvatar } from './avatar';
