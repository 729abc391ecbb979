export type ImageKind = { extension: 'png' | 'jpg' | 'webp'; mimeType: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type a file really is, from its first bytes (the name and the declared type are ignored). */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', mimeType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return { extension: 'webp', mimeType: 'image/webp' };
  }
  return null;
}
