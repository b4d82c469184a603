/**
 * Creating or editing one product. The form says what is wrong under each field before anything
 * is sent; the database checks the same rules (and the slug's uniqueness) and its refusals land
 * under their fields too. A saved product is live at once for search, the assistant and its
 * /product/{slug} address; its static page follows at the next "Publish storefront".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EMPTY_PRODUCT_FORM,
  slugify,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from '../../../lib/admin/product-form';
import { CATEGORIES, PRODUCT_TYPES } from '../../../lib/taxonomy';
import { CATEGORY_LABELS, TYPE_LABELS } from '../../../lib/labels';
import { DataError } from '../../../lib/supabase/errors';
import {
  deleteProduct,
  getAdminProduct,
  saveProduct,
  type AdminProduct,
} from '../../../lib/supabase/admin/products';
import { deleteProductImage } from '../../../lib/supabase/product-images';
import { showToast } from '../../../stores/toasts';
import { Field, SelectField, TextAreaField } from '../../forms/Field';
import { ErrorNote, Loading, Panel, messageOf, useLoad } from '../parts';
import { ImageField } from './ImageField';
import { ProductHistory } from './ProductHistory';
import { ColoursField, SizesField } from './OptionFields';

function toForm(p: AdminProduct): ProductFormValues {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    price: String(p.price),
    discount: String(p.discount),
    stock: String(p.stock),
    category: p.category,
    type: p.type,
    brand: p.brand ?? '',
    material: p.material ?? '',
    sizes: p.sizes,
    colors: p.colors,
    tags: p.tags.join(', '),
    inStock: p.in_stock,
    newArrival: p.new_arrival,
    featured: p.featured,
    image: p.image ?? '',
  };
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
      <input
        type="checkbox"
        className="h-5 w-5 accent-teal"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export function ProductEditor({ id, onDone }: { id: string | null; onDone: () => void }) {
  const loaded = useLoad(() => (id ? getAdminProduct(id) : Promise.resolve(null)), [id]);
  if (loaded.error) return <ErrorNote error={loaded.error} onRetry={loaded.reload} />;
  if (loaded.loading && id) return <Loading text="Loading the product…" />;
  if (id && !loaded.data)
    return (
      <Panel title="Product not found">
        <p className="text-ink-soft">It may have been deleted.</p>
        <button type="button" className="btn-outline mt-4" onClick={onDone}>
          Back to products
        </button>
      </Panel>
    );
  return <EditorForm key={id ?? 'new'} product={loaded.data ?? null} onDone={onDone} />;
}

function EditorForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const [values, setValues] = useState<ProductFormValues>(product ? toForm(product) : EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState<AdminProduct | null>(product);
  const slugTouched = useRef(Boolean(product));
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'name' && !slugTouched.current ? { slug: slugify(String(value)) } : {}),
    }));

  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProductForm(values);
    setFormError('');
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const row = await saveProduct(checked.input, saved?.id ?? null);
      // A replaced or removed photo is deleted from Storage once the product no longer shows it.
      if (saved?.image && saved.image !== row.image)
        void deleteProductImage(saved.image).catch(() => undefined);
      setSaved(row);
      setValues(toForm(row));
      slugTouched.current = true;
      showToast('Product saved', `${row.name} is live for search and at /product/${row.slug}.`);
      if (!saved) history.replaceState(null, '', `?product=${row.id}`);
    } catch (error) {
      if (error instanceof DataError && error.field) setErrors({ [error.field]: error.message });
      else setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      await deleteProduct(saved.id);
      if (saved.image) void deleteProductImage(saved.image).catch(() => undefined);
      showToast('Product deleted', `${saved.name} is no longer in the shop.`);
      onDone();
    } catch (error) {
      setFormError(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <Panel
        title={saved ? `Edit ${saved.name}` : 'New product'}
        actions={
          <button type="button" className="link" onClick={onDone}>
            Back to products
          </button>
        }
      >
        <form ref={form} noValidate onSubmit={submit} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Name"
              value={values.name}
              error={errors.name}
              onChange={(e) => set('name', e.target.value)}
              maxLength={80}
              required
            />
            <Field
              label="Slug"
              value={values.slug}
              error={errors.slug}
              hint={`The address: /product/${values.slug || 'slug'}`}
              onChange={(e) => {
                slugTouched.current = true;
                set('slug', e.target.value.toLowerCase());
              }}
              required
            />
            <SelectField
              label="Department"
              value={values.category}
              error={errors.category}
              onChange={(e) => set('category', e.target.value)}
            >
              <option value="">Choose…</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Type"
              value={values.type}
              error={errors.type}
              onChange={(e) => set('type', e.target.value)}
            >
              <option value="">Choose…</option>
              {PRODUCT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
            <Field
              label="Brand (optional)"
              value={values.brand}
              hint="Empty for Mtindo's own label."
              onChange={(e) => set('brand', e.target.value)}
            />
            <Field
              label="Material (optional)"
              value={values.material}
              onChange={(e) => set('material', e.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field
              label="Price (KSH)"
              inputMode="numeric"
              value={values.price}
              error={errors.price}
              hint="Before any discount."
              onChange={(e) => set('price', e.target.value)}
              required
            />
            <Field
              label="Discount (%)"
              inputMode="numeric"
              value={values.discount}
              error={errors.discount}
              onChange={(e) => set('discount', e.target.value)}
            />
            <Field
              label="Stock"
              inputMode="numeric"
              value={values.stock}
              error={errors.stock}
              onChange={(e) => set('stock', e.target.value)}
              required
            />
          </div>
          <div className="flex flex-wrap gap-x-6">
            <Check label="In stock" checked={values.inStock} onChange={(on) => set('inStock', on)} />
            <Check label="New arrival" checked={values.newArrival} onChange={(on) => set('newArrival', on)} />
            <Check label="Featured" checked={values.featured} onChange={(on) => set('featured', on)} />
          </div>
          <TextAreaField
            label="Description"
            rows={5}
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.target.value)}
            required
          />
          <SizesField value={values.sizes} error={errors.sizes} onChange={(sizes) => set('sizes', sizes)} />
          <ColoursField
            value={values.colors}
            error={errors.colors}
            onChange={(colors) => set('colors', colors)}
          />
          <Field
            label="Tags (optional)"
            value={values.tags}
            hint="Comma-separated, e.g. linen, summer, office"
            onChange={(e) => set('tags', e.target.value)}
          />
          <ImageField
            value={values.image}
            slug={values.slug}
            error={errors.image}
            onChange={(url) => set('image', url)}
          />
          {formError && <ErrorNote error={formError} />}
          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving…' : saved ? 'Save changes' : 'Create product'}
            </button>
            {saved && (
              <a href={`/product/${saved.slug}`} className="link" target="_blank" rel="noopener">
                View in the shop
              </a>
            )}
            {saved && !confirmDelete && (
              <button
                type="button"
                className="ml-auto text-sm font-semibold text-clay-dark underline"
                onClick={() => setConfirmDelete(true)}
              >
                Delete product
              </button>
            )}
          </div>
          {saved && confirmDelete && (
            <div role="alert" className="rounded-xl border border-clay/40 bg-clay-light p-4 text-sm">
              <p>
                Delete {saved.name}? This cannot be undone. Past orders keep their copy of its name and price.
              </p>
              <div className="mt-3 flex gap-3">
                <button type="button" className="btn-accent min-h-10" disabled={busy} onClick={remove}>
                  Delete
                </button>
                <button
                  type="button"
                  className="btn-outline min-h-10"
                  onClick={() => setConfirmDelete(false)}
                >
                  Keep it
                </button>
              </div>
            </div>
          )}
        </form>
      </Panel>
      {saved && <ProductHistory productId={saved.id} version={saved.updated_at} />}
    </div>
  );
}
