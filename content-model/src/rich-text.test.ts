import { isWellFormedHtml, textOf } from './rich-text';

describe('rich text', () => {
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
    expect(textOf('<h2>Title</h2><p>Some&nbsp;<em>text</em> &amp; more</p>')).toBe('TitleSome text & more');
    expect(textOf('<p>a<script>hidden()</script><style>p{}</style>b</p>')).toBe('ab');
  });
});
