import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it.each([
    ['plain tekst', 'plain tekst'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a & b', 'a &amp; b'],
    ['"dubbel" en \'enkel\'', '&quot;dubbel&quot; en &#39;enkel&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('escapes %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});
