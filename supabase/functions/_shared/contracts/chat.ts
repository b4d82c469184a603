/**
 * The chat-assistant function's request and reply (spec section 6): the conversation in,
 * `{message, action?}` out. Shared by the chat widget and the function's agents.
 */

/** A message of the conversation sent with each question. */
export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** POST /chat-assistant. */
export interface ChatRequest {
  messages: HistoryMessage[];
}

export type ChatActionType = 'add_to_cart' | 'view_cart' | 'navigate_to_checkout';

/** The cart line an `add_to_cart` action carries; name and price come from the catalogue. */
export interface CartProduct {
  productId: string;
  name: string;
  /** Unit price after discount, whole KES, from the catalogue. */
  price: number;
  quantity: number;
  size?: string;
  colour?: string;
}

export interface ChatAction {
  type: ChatActionType;
  product?: CartProduct;
}

/** The assistant's reply. */
export interface AgentReply {
  message: string;
  action?: ChatAction;
}
