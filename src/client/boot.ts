/**
 * Our start-up modules, which `entry.tsx` evaluates in a task of their own once React, Redux
 * Toolkit and redux-saga are there (webpackMode "eager": no chunk of its own, only its own task).
 */
export { makeBrowserStore } from '../sagas/browserStore';
export { createHttpApi } from './api/http';
export { loadPage } from './app/pages';
export { Root } from './app/Root';
export { startNavigation } from './router/navigation';
