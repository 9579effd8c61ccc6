import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHead } from './page-head.tsx';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it('sets the title, description and Open Graph tags, and restores them when the page is left', () => {
    document.head.innerHTML = '<meta name="description" content="Default"><meta property="og:title" content="Vozimo">';
    const page = render(<PageHead title="Contact us" description="Write to us." />);
    expect(document.title).toBe('Contact us | Vozimo');
    expect(content('meta[name="description"]')).toBe('Write to us.');
    expect(content('meta[property="og:title"]')).toBe('Contact us | Vozimo');
    expect(content('meta[property="og:description"]')).toBe('Write to us.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    page.unmount();
    expect(content('meta[name="description"]')).toBe('Default');
    expect(content('meta[property="og:title"]')).toBe('Vozimo');
  });
});
