/** Mounts the overlays island into its own root at the end of the body. */
import { createRoot } from 'react-dom/client';
import { Overlays } from './Overlays';

export function mountOverlays(): void {
  const host = document.createElement('div');
  host.id = 'overlays';
  document.body.append(host);
  createRoot(host).render(<Overlays />);
}
