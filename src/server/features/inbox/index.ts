/**
 * The inbox's public surface on the server: the services its no-JavaScript forms and page preloads
 * (inboxForms*.ts, inboxPage*.ts) and other features use (profile: the header's unread count).
 */
export {
  autocompleteUsers,
  getConversation,
  listThreads,
  messagingWindow,
  unreadCount,
  type InboxSettings,
} from './inboxService';
export { deleteConversation, deleteMessage, postMessage } from './inboxWrites';
export { createMessageLimits, type MessageLimits } from './limits';
