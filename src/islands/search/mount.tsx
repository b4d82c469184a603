/** Mounts the search dialog island into its own root at the end of the body. */
import { createRoot } from 'react-dom/client';
import { SearchDialog } from './SearchDialog';

export function mountSearch(): void {
  const host = document.createElement('div');
  host.id = 'search';
  document.body.append(host);
  createRoot(host).render(<SearchDialog />);
}
