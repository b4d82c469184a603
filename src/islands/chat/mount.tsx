/** Hydrates the chat panel pre-rendered into every page (ChatButton.astro). */
import { hydrateRoot } from 'react-dom/client';
import { ChatPanel } from './ChatPanel';

export function mountChat(): void {
  const host = document.getElementById('chat');
  if (host) hydrateRoot(host, <ChatPanel />);
}
