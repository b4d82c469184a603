/** The registry: one drawer per art shape (the Record type makes it exhaustive). */
import type { ArtShape } from '../../taxonomy';
import type { ShapeDrawer } from '../types';
import { aviator, belt, hat, scarf, sunglasses } from './accessories';
import { dress, gown, jumpsuit, kaftan, knit, shirt, tee } from './apparel';
import { backpack, clutch, handbag, shoulderBag, tote, wallet } from './bags';
import { hairOil, jar, lipstick, palette, perfume, serum } from './beauty';
import { dropper, shampoo } from './bottles';
import { courtHigh, courtLow } from './court';
import { bracelet, earrings, necklace, ring } from './jewellery';
import { kidsDress, kidsSet, onesie } from './kids';
import { lipGloss, mascara } from './makeup';
import { creamJar, tub } from './pots';
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
  'shoulder-bag': shoulderBag,
  tote,
  backpack,
  clutch,
  sneaker,
  'court-high': courtHigh,
  'court-low': courtLow,
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
  aviator,
  hat,
  scarf,
  belt,
  wallet,
  perfume,
  serum,
  dropper,
  jar,
  tub,
  'cream-jar': creamJar,
  lipstick,
  'lip-gloss': lipGloss,
  mascara,
  palette,
  'hair-oil': hairOil,
  shampoo,
};
