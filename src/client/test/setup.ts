import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React's server renderer and some libraries need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; navigation calls it.
window.scrollTo = () => undefined;
