import { useEffect } from 'react';
import { PageTitle } from './page-title.tsx';

type MetaKey = { attribute: 'name' | 'property'; key: string };

const DESCRIPTION: MetaKey = { attribute: 'name', key: 'description' };
const OG_TITLE: MetaKey = { attribute: 'property', key: 'og:title' };
const OG_DESCRIPTION: MetaKey = { attribute: 'property', key: 'og:description' };

function metaElement({ attribute, key }: MetaKey): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (found) return found;
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  document.head.append(created);
  return created;
}

/** Sets a meta tag's content and returns a function that puts the previous content back. */
function setMeta(meta: MetaKey, content: string): () => void {
  const element = metaElement(meta);
  const previous = element.getAttribute('content') ?? '';
  element.setAttribute('content', content);
  return () => element.setAttribute('content', previous);
}

interface PageHeadProps {
  /** The page's own title; " | Vozimo" is added. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/**
 * A public page's title, description and link-preview (Open Graph) tags. The meta tags already in
 * index.html are updated in place rather than duplicated, and restored when the page is left, so
 * a page without its own description never shows the previous page's.
 */
export function PageHead({ title, description }: PageHeadProps) {
  const fullTitle = `${title} | Vozimo`;
  useEffect(() => {
    const restore = [setMeta(DESCRIPTION, description), setMeta(OG_TITLE, fullTitle), setMeta(OG_DESCRIPTION, description)];
    return () => restore.forEach((undo) => undo());
  }, [fullTitle, description]);
  return <PageTitle title={title} />;
}
