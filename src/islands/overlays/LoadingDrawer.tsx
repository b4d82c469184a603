/** The side panels' loading frame, rendered at build time into every page (DrawerStandInTemplate.astro). */
import { cartTitle } from '../../lib/shopper/panel-titles';
import { Drawer } from './Drawer';
import { LoadingLines } from './PanelParts';

/** The Drawer's frame titled as the empty cart, its lines loading: what shows until the overlays island arrives. */
export function LoadingDrawer() {
  return (
    <Drawer open={false} onClose={() => {}} title={cartTitle(0)} labelId="drawer-stand-in-title">
      <LoadingLines />
    </Drawer>
  );
}
