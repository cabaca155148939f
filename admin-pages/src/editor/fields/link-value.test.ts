import { describe, expect, it } from '@jest/globals';
import { isValidLink, linkTypes, propValueOf, type LinkField, type LinkType } from '@tessera/content-model';
import { checkField } from './field-validation';
import { allowedLinkTypes, draftOf, hrefFrom, hrefInputOf, publicPathOf, storedLink, withType, type LinkDraft } from './link-value';

const draft = (type: LinkType, href: string, extra: Partial<LinkDraft> = {}): LinkDraft => ({ type, href, label: '', openInNewTab: false, ...extra });

describe('a link value', () => {
  it('reads a stored link, and starts an empty one with the first type the field allows', () => {
    expect(draftOf({ type: 'mailto', href: 'mailto:a@b.nl', label: 'Mail us', openInNewTab: true }, linkTypes)).toEqual(draft('mailto', 'mailto:a@b.nl', { label: 'Mail us', openInNewTab: true }));
    expect(draftOf(undefined, ['internal', 'external'])).toEqual(draft('internal', ''));
    // What is not a link (content-model's propValueOf, as the form reads a prop) starts empty.
    expect(draftOf(propValueOf({ kind: 'link' }, { type: 'ftp', href: 7 }), linkTypes)).toEqual(draft('external', ''));
  });

  it('offers the types the field allows, in SPEC order', () => {
    expect(allowedLinkTypes({})).toEqual(['external', 'internal', 'anchor', 'mailto', 'tel']);
    expect(allowedLinkTypes({ allow: ['tel', 'external'] })).toEqual(['external', 'tel']);
  });

  it.each([
    ['external', 'https://example.com/a?b=c', 'https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['internal', '/about-us', '/about-us', '/about-us'],
    ['anchor', '#team', 'team', '#team'],
    ['mailto', 'mailto:info@example.com', 'info@example.com', 'mailto:info@example.com'],
    ['tel', 'tel:+31 20 123 4567', '+31 20 123 4567', 'tel:+31 20 123 4567'],
  ] as Array<[LinkType, string, string, string]>)('%s: the input shows %s without its prefix and formats it back', (type, href, input, formatted) => {
    expect(hrefInputOf({ type, href })).toBe(input);
    expect(hrefFrom(type, ` ${input} `)).toBe(formatted);
    expect(isValidLink(type, formatted)).toBe(true);
  });

  it('adds a prefix once, whether or not it was typed, and leaves an empty input empty', () => {
    expect(hrefFrom('mailto', 'mailto:a@b.nl')).toBe('mailto:a@b.nl');
    expect(hrefFrom('anchor', '#team')).toBe('#team');
    expect(hrefFrom('tel', 'TEL:112')).toBe('tel:112');
    expect(hrefFrom('anchor', '  ')).toBe('');
  });

  it('switching type keeps the label and the new tab, and the href when the new type takes it', () => {
    const internal = draft('internal', '/about#team', { label: 'Team', openInNewTab: true });
    expect(withType(internal, 'anchor')).toEqual(draft('anchor', '#team', { label: 'Team', openInNewTab: true }));
    expect(withType(internal, 'external')).toEqual(draft('external', '', { label: 'Team', openInNewTab: true }));
    expect(withType(draft('anchor', '#team'), 'internal')).toEqual(draft('internal', '#team'));
    expect(withType(draft('external', 'https://example.com'), 'mailto')).toEqual(draft('mailto', ''));
    expect(withType(draft('tel', 'tel:112'), 'tel')).toEqual(draft('tel', 'tel:112'));
  });

  it('stores nothing for an empty link, and only the parts that are set', () => {
    expect(storedLink(draft('external', ''))).toBeUndefined();
    expect(storedLink(draft('external', 'https://example.com', { label: '  ' }))).toEqual({ type: 'external', href: 'https://example.com' });
    expect(storedLink(draft('internal', '/about', { label: ' About ', openInNewTab: true }))).toEqual({ type: 'internal', href: '/about', label: 'About', openInNewTab: true });
    expect(storedLink(draft('internal', '', { label: 'About' }))).toEqual({ type: 'internal', href: '', label: 'About' });
  });

  it('gives the codes the server gives (the content model’s compiled schema)', () => {
    const field: LinkField = { name: 'cta', label: 'Button', kind: 'link', required: true, allow: ['external', 'internal'] };
    const linkCheck = (config: Partial<LinkField>, value: unknown) => checkField({ name: 'cta', label: 'Button', kind: 'link', ...config }, value);
    expect(linkCheck(field, undefined)).toBe('V_01');
    expect(linkCheck({}, undefined)).toBeNull();
    expect(linkCheck(field, 'https://example.com')).toBe('V_12');
    expect(linkCheck(field, { type: 'tel', href: 'tel:112' })).toBe('V_12');
    expect(linkCheck(field, { type: 'internal', href: '', label: 'About' })).toBe('V_12');
    expect(linkCheck(field, { type: 'internal', href: '/about', label: 'x'.repeat(201) })).toBe('V_12');
    expect(linkCheck(field, { type: 'internal', href: '/about', extra: 1 })).toBe('V_12');
    expect(linkCheck(field, { type: 'external', href: 'example.com' })).toBe('V_13');
    expect(linkCheck(field, { type: 'internal', href: '/about', label: 'About', openInNewTab: true })).toBeNull();
  });

  it('points an internal link at the public path of the page', () => {
    expect(publicPathOf({ slug: 'about-us', locale: 'en-gb' }, 'en-gb')).toBe('/about-us');
    expect(publicPathOf({ slug: 'over-ons', locale: 'nl-nl' }, 'en-gb')).toBe('/nl-nl/over-ons');
    expect(publicPathOf({ slug: 'home', locale: 'en-gb' }, 'en-gb')).toBe('/');
    expect(publicPathOf({ slug: 'home', locale: 'de-de' }, 'en-gb')).toBe('/de-de');
  });
});
