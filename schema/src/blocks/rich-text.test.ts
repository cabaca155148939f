import { isWellFormedHtml, sanitizeRichText, textOf } from './rich-text';

describe('rich text', () => {
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

  it('tells well-formed HTML from tag soup', () => {
    expect(isWellFormedHtml('<p>a <strong>b</strong><br>c</p><ul><li>x</li></ul>')).toBe(true);
    expect(isWellFormedHtml('plain text')).toBe(true);
    expect(isWellFormedHtml('<p>unclosed')).toBe(false);
    expect(isWellFormedHtml('<p><strong>crossed</p></strong>')).toBe(false);
    expect(isWellFormedHtml('stray</p>')).toBe(false);
  });

  it('measures visible text', () => {
    expect(textOf('<p>Hello   <em>world</em></p>')).toBe('Hello world');
    expect(textOf('<p></p>')).toBe('');
  });
});
