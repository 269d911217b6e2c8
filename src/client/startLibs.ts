/**
 * Redux Toolkit, react-redux and redux-saga as the store uses them: `entry.tsx` evaluates this
 * before our modules, so that their start-up cost is a phase of its own (`sl:redux`). Named
 * re-exports, not the packages' namespaces: a namespace would keep every export in the bundle.
 */
export { configureStore } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
export { default as createSagaMiddleware } from 'redux-saga';
