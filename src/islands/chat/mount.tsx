/** Mounts the chat panel island into its own root at the end of the body. */
import { createRoot } from 'react-dom/client';
import { ChatPanel } from './ChatPanel';

export function mountChat(): void {
  const host = document.createElement('div');
  host.id = 'chat';
  document.body.append(host);
  createRoot(host).render(<ChatPanel />);
}
