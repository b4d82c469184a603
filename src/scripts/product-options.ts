/**
 * A product view: choosing a colour (swatch or thumbnail) shows that colour's name and artwork.
 * Listened for on the document, so a view drawn after load (a product added since the last
 * publish, src/scripts/product-fallback.ts) behaves as the built page's does.
 */
import './size-choice';

const VIEW = '[data-product-view]';

/** Shows colour `index` of `view`: its picture (when the view has one per colour), thumbnail and name. */
function show(view: HTMLElement, index: number) {
  const main = view.querySelector<HTMLImageElement>('[data-main-image]');
  const thumbs = [...view.querySelectorAll<HTMLButtonElement>('button[data-view-index]')];
  const thumb = thumbs[index];
  if (main && thumb?.dataset.src) {
    main.src = thumb.dataset.src;
    main.alt = thumb.dataset.alt ?? main.alt;
  }
  thumbs.forEach((t, i) => t.setAttribute('aria-pressed', String(i === index)));
  const radio = view.querySelectorAll<HTMLInputElement>('input[name=colour]')[index];
  if (radio) {
    radio.checked = true;
    const colourName = view.querySelector<HTMLElement>('[data-colour-name]');
    if (colourName) colourName.textContent = radio.value;
  }
}

document.addEventListener('click', (event) => {
  const thumb = (event.target as Element | null)?.closest<HTMLElement>('button[data-view-index]');
  const view = thumb?.closest<HTMLElement>(VIEW);
  if (thumb && view) show(view, Number(thumb.dataset.viewIndex));
});

document.addEventListener('change', (event) => {
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement) || radio.name !== 'colour') return;
  const view = radio.closest<HTMLElement>(VIEW);
  if (view) show(view, [...view.querySelectorAll('input[name=colour]')].indexOf(radio));
});
