/** The side panels' stand-in, rendered at build time: the Drawer's frame with its lines loading. */
import { cartTitle } from '../../lib/shopper/panel-titles';
import { Drawer } from './Drawer';
import { LoadingLines } from './PanelParts';

export function DrawerShell() {
  return (
    <Drawer open={false} onClose={() => {}} title={cartTitle(0)} labelId="drawer-shell-title">
      <LoadingLines />
    </Drawer>
  );
}
