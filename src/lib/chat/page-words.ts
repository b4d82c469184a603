/**
 * What the script every page runs (src/scripts/chat-open.ts) needs of the chat before its code
 * arrives, in a module of its own: the rest of the conversation's module is the panel's, fetched on
 * the first tap, not a byte of every page.
 */

/** Where the conversation is kept for the browser session (sessionStorage). */
export const CHAT_STORAGE_KEY = 'mtindo-chat';

/** What the assistant says when the shopper asks with no network. */
export const OFFLINE_TEXT =
  "You're offline — I need a connection to answer. Your cart is saved; ask me again once you're back online.";
