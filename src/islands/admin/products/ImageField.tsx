/**
 * A product's photo: upload to the product-images bucket (JPEG, PNG, WebP or AVIF up to 5 MB,
 * checked before sending and again by Storage) with its small copy for connections that spare data
 * (small-photo.ts), a preview, and removal. Without a photo the
 * storefront shows the drawn artwork. `error` is the form's own (a photo address the products
 * table refuses).
 */
import { useId, useState } from 'react';
import { photoOf, productImagePath } from '../../../lib/products';
import { uploadProductImage, validateProductImage } from '../../../lib/supabase/product-images';
import { messageOf } from '../parts';
import { makeSmallPhoto } from './small-photo';

export function ImageField({
  value,
  slug,
  error: formError,
  onChange,
}: {
  value: string;
  slug: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const [uploadError, setError] = useState('');
  const error = uploadError || formError;
  // The seed files each product's drawn artwork as its image: that is no photo to replace or remove.
  const photo = photoOf(value);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateProductImage(file);
    if (problem) return setError(problem);
    if (!slug) return setError('Give the product its slug first: the photo is filed under it.');
    setBusy(true);
    setError('');
    try {
      onChange(await uploadProductImage(file, slug, undefined, await makeSmallPhoto(file)));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="text-sm font-semibold" id={`${id}-label`}>
        Photo
      </p>
      <div className="mt-1 flex flex-wrap items-start gap-4">
        <img
          src={photo ?? (slug ? productImagePath(slug) : '/images/placeholder.svg')}
          alt={photo ? 'The product photo' : 'No photo yet: the drawn artwork shows instead'}
          width={96}
          height={120}
          className="h-[120px] w-24 rounded-lg bg-cream-deep object-cover"
        />
        <div className="space-y-2">
          <label className="btn-outline cursor-pointer">
            {busy ? 'Uploading…' : photo ? 'Replace photo' : 'Upload photo'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              disabled={busy}
              aria-invalid={formError ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {photo && (
            <button type="button" className="link block text-sm" onClick={() => onChange('')}>
              Remove photo
            </button>
          )}
          <p id={`${id}-hint`} className="text-sm text-ink-muted">
            JPEG, PNG, WebP or AVIF, up to 5 MB. Portrait 4:5 looks best.
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-clay-dark">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
