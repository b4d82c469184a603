/** Product page: choosing a colour (swatch or thumbnail) shows that colour's artwork. */
const view = document.querySelector<HTMLElement>('[data-product-view]');
if (view) {
  const main = view.querySelector<HTMLImageElement>('[data-main-image]')!;
  const thumbs = [...view.querySelectorAll<HTMLButtonElement>('button[data-view-index]')];
  const radios = [...view.querySelectorAll<HTMLInputElement>('input[name=colour]')];
  const colourName = view.querySelector<HTMLElement>('[data-colour-name]');

  const show = (index: number) => {
    const thumb = thumbs[index];
    if (thumb?.dataset.src) {
      main.src = thumb.dataset.src;
      main.alt = thumb.dataset.alt ?? main.alt;
    }
    thumbs.forEach((t, i) => t.setAttribute('aria-pressed', String(i === index)));
    const radio = radios[index];
    if (radio) {
      radio.checked = true;
      if (colourName) colourName.textContent = radio.value;
    }
  };
  thumbs.forEach((t, i) => t.addEventListener('click', () => show(i)));
  radios.forEach((r, i) => r.addEventListener('change', () => show(i)));
}
