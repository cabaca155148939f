import { sanitizeRichText } from './rich-text';

describe('rich text sanitizing', () => {
  it('removes script, event handlers and javascript: URLs, keeping the text', () => {
    const dirty = '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(clean).toBe('<p>Hi <a>x</a></p>');
  });

  it('keeps allowed markup and hardens new-tab links', () => {
    expect(sanitizeRichText('<h2>T</h2><p><strong>b</strong> <a href="https://example.com" target="_blank">l</a></p>')).toBe(
      '<h2>T</h2><p><strong>b</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">l</a></p>',
    );
  });
});
