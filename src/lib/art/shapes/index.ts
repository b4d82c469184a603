/** The registry: one drawer per art shape (the Record type makes it exhaustive). */
import type { ArtShape } from '../../taxonomy';
import type { ShapeDrawer } from '../types';
import { belt, hat, scarf, sunglasses } from './accessories';
import { dress, gown, jumpsuit, kaftan, knit, shirt, tee } from './apparel';
import { backpack, clutch, handbag, tote, wallet } from './bags';
import { hairOil, jar, lipstick, palette, perfume, serum } from './beauty';
import { bracelet, earrings, necklace, ring } from './jewellery';
import { kidsDress, kidsSet, onesie } from './kids';
import { boot, heel, loafer, sandal, sneaker } from './shoes';
import { coat, jacket, jeans, shorts, skirt, suit, trousers } from './tailoring';
import { watch } from './watch/analogue';
import { smartwatch } from './watch/smart';

export const SHAPES: Record<ArtShape, ShapeDrawer> = {
  dress,
  gown,
  tee,
  shirt,
  jacket,
  coat,
  knit,
  trousers,
  jeans,
  shorts,
  skirt,
  suit,
  jumpsuit,
  kaftan,
  onesie,
  'kids-dress': kidsDress,
  'kids-set': kidsSet,
  handbag,
  tote,
  backpack,
  clutch,
  sneaker,
  heel,
  sandal,
  boot,
  loafer,
  necklace,
  earrings,
  bracelet,
  ring,
  watch,
  smartwatch,
  sunglasses,
  hat,
  scarf,
  belt,
  wallet,
  perfume,
  serum,
  jar,
  lipstick,
  palette,
  'hair-oil': hairOil,
};
