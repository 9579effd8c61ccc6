/**
 * Catalogue pictures (vehicle types, points of interest, round trips) are stored as a name. A
 * name that is already a URL or a site path (a bundled picture of the web app) is used as it
 * is; any other name is a file the media route serves under /media/.
 */
export function publicImageUrl(stored: string | null): string | null {
  if (stored === null || stored.trim() === '') return null;
  if (/^https?:\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `/media/${encodeURIComponent(stored)}`;
}
