// Islands load as a reaction to the stores: the first open panel or toast loads the overlays
// island once, and nothing loads before. The stores themselves import nothing from src/islands/.
import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const mountOverlays = vi.fn();
vi.mock('../../../src/islands/overlays/mount', () => ({ mountOverlays }));

afterEach(() => {
  vi.resetModules();
  mountOverlays.mockClear();
});

/** Fresh stores and loader for each test: the loader keeps its one load per page. */
async function freshPage() {
  const ui = await import('../../../src/stores/ui');
  const toasts = await import('../../../src/stores/toasts');
  const loader = await import('../../../src/islands/loader');
  return { ui, toasts, loader };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('island loader', () => {
  it('loads nothing until a panel opens or a toast is raised', async () => {
    const { ui, loader } = await freshPage();
    loader.watchIslands();
    ui.$searchOpen.set(false);
    ui.$mobileMenuOpen.set(true);
    await settled();
    expect(mountOverlays).not.toHaveBeenCalled();
  });

  it('mounts the overlays once, whichever of cart, wishlist or toast comes first', async () => {
    const { ui, toasts, loader } = await freshPage();
    loader.watchIslands();
    ui.openCart();
    ui.openWishlist();
    toasts.showToast('Added to Cart');
    await settled();
    expect(mountOverlays).toHaveBeenCalledTimes(1);
  });

  it('mounts for a toast raised before it started watching', async () => {
    const { toasts, loader } = await freshPage();
    toasts.showToast('Invalid Email', 'Please enter a valid email address.', 'destructive');
    loader.watchIslands();
    await settled();
    expect(mountOverlays).toHaveBeenCalledTimes(1);
  });

  it('is what the stores do not import', () => {
    const dir = new URL('../../../src/stores/', import.meta.url);
    for (const file of readdirSync(dir)) {
      expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(/from ['"][^'"]*islands\//);
    }
  });
});
