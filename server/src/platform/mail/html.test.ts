import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html.ts';

describe('escapeHtml', () => {
  it('turns markup characters into entities', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'quotes'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
  });

  it('leaves plain text alone', () => {
    expect(escapeHtml('Split Airport → Dubrovnik, 2 passengers')).toBe('Split Airport → Dubrovnik, 2 passengers');
  });
});

describe('html templates', () => {
  it('escape interpolated text, including in attributes', () => {
    const name = '<b onclick="x()">Ana</b>';
    expect(html`<p title="${name}">Hello ${name}</p>`.value).toBe(
      '<p title="&lt;b onclick=&quot;x()&quot;&gt;Ana&lt;/b&gt;">Hello &lt;b onclick=&quot;x()&quot;&gt;Ana&lt;/b&gt;</p>',
    );
  });

  it('keep nested templates and lists of them as markup, and drop empty values', () => {
    const rows = ['A&B', 'C<D'].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${rows}</ul>${null}${undefined}${false}${42}`.value).toBe('<ul><li>A&amp;B</li><li>C&lt;D</li></ul>42');
  });
});
