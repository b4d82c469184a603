/** The registry: one drawer per art shape. */
import type { ArtShape } from '../../taxonomy';
import type { ShapeDrawer } from '../types';
import { dress, gown, jumpsuit, kaftan, knit, shirt, tee } from './apparel';
import { backpack, clutch, handbag, tote, wallet } from './bags';
import { kidsDress, kidsSet, onesie } from './kids';
import { boot, heel, loafer, sandal, sneaker } from './shoes';
import { coat, jacket, jeans, shorts, skirt, suit, trousers } from './tailoring';

const done: Partial<Record<ArtShape, ShapeDrawer>> = {
  dress, gown, jumpsuit, kaftan, knit, shirt, tee, coat, jacket, jeans, shorts, skirt, suit, trousers,
  backpack, clutch, handbag, tote, wallet, onesie, 'kids-dress': kidsDress, 'kids-set': kidsSet,
  boot, heel, loafer, sandal, sneaker,
};
export const SHAPES = new Proxy(done, { get: (t, k: string) => t[k as ArtShape] ?? tee }) as Record<ArtShape, ShapeDrawer>;
