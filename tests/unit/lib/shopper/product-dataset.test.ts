// @vitest-environment happy-dom
// What a buy box's form carries is what Add to Cart reads back: the product in the colour and size
// chosen.
import { describe, expect, it } from 'vitest';
import { buyBoxHtml } from '../../../../src/lib/html/buy-box';
import { readCartForm } from '../../../../src/lib/shopper/product-dataset';
import { productFromRow } from '../../../support/product-rows';

const product = productFromRow({
  slug: 'lamu-kaftan',
  name: 'Lamu Linen Kaftan',
  price: 4200,
  discount: 0,
  image: null,
  sizes: ['S', 'M'],
  colors: [
    { name: 'Sand', hex: '#d8c3a0' },
    { name: 'Indigo', hex: '#2c3e6b' },
  ],
});

function form(p = product) {
  document.body.innerHTML = buyBoxHtml(p);
  return document.querySelector<HTMLFormElement>('[data-add-to-cart-form]')!;
}

describe('readCartForm', () => {
  it('reads the product in the colour and size chosen, with that colour’s picture', () => {
    const f = form();
    f.querySelector<HTMLInputElement>('input[name=colour][value=Indigo]')!.checked = true;
    f.querySelector<HTMLInputElement>('input[name=size][value=M]')!.checked = true;
    expect(readCartForm(f)).toEqual({
      productId: 'lamu-kaftan',
      name: 'Lamu Linen Kaftan',
      price: 4200,
      url: '/product/lamu-kaftan',
      image: '/images/products/lamu-kaftan--1.svg',
      colour: 'Indigo',
      size: 'M',
    });
  });

  it('reads a single size, and the product’s own picture when it has no colours', () => {
    const item = readCartForm(form({ ...product, sizes: ['One Size'], colors: [] }));
    expect(item).toMatchObject({
      size: 'One Size',
      colour: undefined,
      image: '/images/products/lamu-kaftan.svg',
    });
  });

  it('is null for a form that carries no product', () => {
    document.body.innerHTML = '<form><input name="size" value="M"></form>';
    expect(readCartForm(document.querySelector('form')!)).toBeNull();
  });
});
