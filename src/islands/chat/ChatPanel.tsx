/**
 * The chat widget's panel (spec section 2): titled 'AI Sales Agent' with the cart's item count and
 * a close button, the conversation, 'AI is typing...' while a reply is pending, the quick options
 * while only the greeting is there, and the message box. Non-modal: the page stays usable beside it
 * on a wide screen; Escape or the close button closes it and focus goes back to the chat button.
 *
 * Every page carries the panel pre-rendered and hidden (ChatButton.astro), so a tap shows it at
 * once and React hydrates it when its code arrives. The first render draws what the build drew
 * (the greeting, an empty cart, closed); the shopper's own state follows right after it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Send, X } from 'lucide-react';
import { greeting, QUICK_OPTIONS, showsQuickOptions } from '../../lib/chat/conversation';
import { replyHtml } from '../../lib/chat/reply-html';
import { $cartSummary } from '../../stores/cart';
import { $chatMessages, $chatPending } from '../../stores/chat';
import { $chatOpen, $chatQueued } from '../../stores/ui';
import { sendChatMessage } from './send';

function closeChat() {
  $chatOpen.set(false);
  // The button shows again once the panel is gone.
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-chat-open]')?.focus());
}

const PRERENDERED = { open: false, messages: greeting(0), pending: false, totalItems: 0 };

export function ChatPanel() {
  const [live, setLive] = useState(false);
  const stores = {
    open: useStore($chatOpen),
    messages: useStore($chatMessages),
    pending: useStore($chatPending),
    totalItems: useStore($cartSummary).totalItems,
  };
  const { open, messages, pending, totalItems } = live ? stores : PRERENDERED;
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // What the shopper typed or asked before the code arrived is kept, and sent: a question queued
    // by the page's script (chat-open.ts) until the panel is marked ready, which is a render after
    // this, so one queued in between is sent too.
    setDraft(input.current?.value ?? '');
    setLive(true);
    return $chatQueued.subscribe((queued) => {
      if (!queued) return;
      $chatQueued.set(null);
      void sendChatMessage(queued);
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    if (document.activeElement !== input.current) input.current?.focus();
    const onEscape = (event: globalThis.KeyboardEvent) => {
      // A modal over the panel (the cart drawer) closes first, on its own.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) closeChat();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  useEffect(() => {
    const element = log.current;
    if (open && element) element.scrollTop = element.scrollHeight;
  }, [open, messages, pending]);

  const send = (text: string) => {
    if (!text.trim() || $chatPending.get()) return;
    setDraft('');
    void sendChatMessage(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An Enter the page's script already took (queued) before the panel was marked ready.
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-labelledby="chat-title"
      hidden={!open}
      data-ready={live || undefined}
      className="fixed bottom-2 right-[max(0px,calc((100vw-380px)/2))] z-40 h-[min(40rem,calc(100dvh-1rem))] w-[min(380px,100vw)] flex-col overflow-hidden rounded-2xl border border-line bg-cream text-ink shadow-card sm:bottom-4 sm:right-4 sm:w-[380px] md:w-[420px] [&:not([hidden])]:flex"
    >
      <div className="flex items-center gap-3 bg-ink px-4 py-3 text-cream">
        <span
          aria-hidden="true"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-clay text-xs font-bold text-white"
        >
          AI
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="font-display text-lg font-semibold leading-tight text-cream">
            AI Sales Agent
          </h2>
          <p className="text-xs text-cream/80">
            {totalItems} {totalItems === 1 ? 'item' : 'items'} in cart
          </p>
        </div>
        <button
          type="button"
          onClick={closeChat}
          aria-label="Close chat"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-cream"
        >
          <X size={20} aria-hidden="true" />
        </button>
      </div>

      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((message) =>
          message.sender === 'user' ? (
            <div key={message.id} className="flex justify-end">
              <p className="max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-br-sm bg-ink px-3.5 py-2.5 text-sm text-cream">
                <span className="sr-only">You: </span>
                {message.text}
              </p>
            </div>
          ) : (
            <div key={message.id} className="flex justify-start">
              <p className="chat-reply max-w-[90%] whitespace-pre-line break-words rounded-2xl rounded-bl-sm bg-white px-3.5 py-2.5 text-sm shadow-card">
                <span className="sr-only">AI Sales Agent: </span>
                <span dangerouslySetInnerHTML={{ __html: replyHtml(message.text) }} />
              </p>
            </div>
          ),
        )}
        {pending && (
          <p role="status" className="text-sm italic text-ink-muted">
            AI is typing...
          </p>
        )}
        {showsQuickOptions(messages) && !pending && (
          <ul className="flex flex-wrap gap-2 pt-1" aria-label="Quick questions" data-quick-options>
            {QUICK_OPTIONS.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  onClick={() => send(option)}
                  className="rounded-full border border-ink/30 bg-white px-3 py-1.5 text-left text-sm hover:border-ink hover:bg-cream-deep"
                >
                  {option}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {/* Offline before the panel's code came, the page's script says here why no answer comes
          (chat-open.ts); once live, the assistant says it in the conversation. */}
      <p
        data-chat-offline
        role="status"
        className="px-4 text-sm text-ink-muted empty:hidden"
        suppressHydrationWarning
      />

      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
        className="flex items-end gap-2 border-t border-line bg-white px-3 py-3"
      >
        <textarea
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={1000}
          placeholder="Ask me anything..."
          aria-label="Message the AI Sales Agent"
          className="max-h-28 min-h-11 flex-1 resize-none rounded-2xl border border-line bg-cream px-3.5 py-2.5 text-base leading-6 focus:border-ink focus:outline-none"
        />
        <button
          type="submit"
          disabled={pending || !draft.trim()}
          aria-label="Send message"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-clay text-white hover:bg-clay-dark disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send size={18} aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
