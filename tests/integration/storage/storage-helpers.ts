/** Small builders the storage tests share: image-like bytes, files, and a public download. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * `size` bytes that start like a PNG and differ by `seed`, so two uploads are told apart.
 * Storage never decodes an image: only the declared type and the size matter.
 */
export function pngBytes(size: number, seed: number): Buffer<ArrayBuffer> {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 17) & 0xff;
  Buffer.from(PNG_SIGNATURE).copy(bytes, 0, 0, Math.min(size, PNG_SIGNATURE.length));
  return bytes;
}

/** A File as a browser's file input gives it: supabase-js sends it as a multipart form. */
export function imageFile(bytes: Uint8Array<ArrayBuffer> | string, type: string, name = 'image'): File {
  return new File([bytes], name, { type });
}

/** The bytes at a public URL, fetched without any key, as an `<img>` would. */
export async function publicBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}
