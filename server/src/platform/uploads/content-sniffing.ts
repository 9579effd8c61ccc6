/**
 * Decides a file's type from its first bytes ("magic numbers"), never from its name or the type the
 * client declared: both are chosen by whoever uploads. Only the types the product accepts are known.
 */

export type SniffedContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { contentType: SniffedContentType; extension: string; bytes: readonly number[] }[] = [
  // "%PDF-"
  { contentType: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // SOI marker followed by the start of the next marker.
  { contentType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  // "\x89PNG\r\n\x1a\n"
  { contentType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The content type the bytes start with, or null when they match none of the accepted types. */
export function sniffContentType(head: Uint8Array): SniffedContentType | null {
  const match = SIGNATURES.find((s) => s.bytes.length <= head.length && s.bytes.every((byte, i) => head[i] === byte));
  return match?.contentType ?? null;
}

/** The file extension the server gives a stored file of this type. */
export function extensionFor(contentType: SniffedContentType): string {
  return SIGNATURES.find((s) => s.contentType === contentType)!.extension;
}
