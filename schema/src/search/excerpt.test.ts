import { markedExcerpt, openingExcerpt } from './excerpt';

describe('excerpts', () => {
  it('wraps marked stretches in <mark> and escapes everything else', () => {
    expect(markedExcerpt('a \u0002house\u0003 & <b>"garden"</b>')).toBe('a <mark>house</mark> &amp; &lt;b&gt;&quot;garden&quot;&lt;/b&gt;');
  });

  it('escapes inside the marks too, and leaves no tag but balanced <mark> pairs', () => {
    const html = markedExcerpt('\u0002<script>\u0003 x \u0002open \u0003\u0003 y \u0002\u0002z');
    expect(html).toBe('<mark>&lt;script&gt;</mark> x <mark>open </mark> y <mark>z</mark>');
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('turns the stand-ins for < and > (kept away from ts_headline) back into escaped brackets', () => {
    expect(markedExcerpt('\u0004b\u0005bold\u0004/b\u0005 \u0002term\u0003')).toBe('&lt;b&gt;bold&lt;/b&gt; <mark>term</mark>');
  });

  it('cuts an opening at a word', () => {
    expect(openingExcerpt('one two three four', 12)).toBe('one two …');
    expect(openingExcerpt('<short>', 12)).toBe('&lt;short&gt;');
  });
});
