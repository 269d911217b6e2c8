import { conversationReducer } from './conversationSlice';
import { inboxReducer } from './inboxSlice';
import { newMessageReducer } from './newMessageSlice';

export * from './conversationSlice';
export * from './inboxSlice';
export * from './newMessageSlice';
export * from './unreadSlice';

/** The inbox pages' slices (injected with their chunk). */
export const inboxSlices = [
  { reducerPath: 'inbox', reducer: inboxReducer },
  { reducerPath: 'conversation', reducer: conversationReducer },
  { reducerPath: 'newMessage', reducer: newMessageReducer },
] as const;
