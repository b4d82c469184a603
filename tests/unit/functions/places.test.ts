// Where a shopper says they are, as the zone a delivery answer is read from: counties, towns (with
// their county), Nairobi's estates, the showroom and places abroad.
import { describe, expect, it } from 'vitest';
import { findPlace, KENYA_COUNTIES, readPlace } from '../../../supabase/functions/chat-assistant/places.ts';

describe('places', () => {
  it('knows the 46 counties outside Nairobi by name', () => {
    expect(KENYA_COUNTIES).toHaveLength(46);
    for (const county of KENYA_COUNTIES)
      expect(readPlace(`delivery to ${county.toLowerCase()}`), county).toEqual({ name: county, county });
  });

  it.each([
    ['how much to eldoret', 'Uasin Gishu'],
    ['do you deliver to thika', 'Kiambu'],
    ['kitengela delivery', 'Kajiado'],
    ['ongata rongai', 'Kajiado'],
    ['malindi please', 'Kilifi'],
    ['lodwar', 'Turkana'],
    ["murang'a town", "Murang'a"],
  ])('%s is delivered as %s', (text, county) => expect(readPlace(text)).toMatchObject({ county }));

  it.each(['kilimani', 'south b', 'karen', 'kasarani', 'buruburu', 'nairobi cbd', 'westlands'])(
    '%s is in Nairobi',
    (estate) => expect(readPlace(`delivery to ${estate}`)).toMatchObject({ kind: 'nairobi' }),
  );

  it.each(['kampala', 'the uk', 'dubai', 'london', 'abroad'])('%s is abroad', (place) =>
    expect(readPlace(`do you ship to ${place}`)).toMatchObject({ kind: 'international' }),
  );

  it('tells "the US" from "us", by how the shopper wrote it', () => {
    expect(readPlace('shipping to the us', 'shipping to the US')).toMatchObject({ kind: 'international' });
    expect(readPlace('send it to us', 'send it to us')).toBeUndefined();
  });

  it('names the words it read, longest name first', () => {
    expect(findPlace('delivery to south b ni ngapi')).toMatchObject({ words: 'south b' });
    expect(findPlace('kiambu town')).toMatchObject({ words: 'kiambu town', place: { county: 'Kiambu' } });
  });
});
