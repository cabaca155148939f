import { CodedError } from '../errors/coded-error';

/*
 * A strict reader of the XML an XLIFF import may hold: elements, attributes, text, CDATA,
 * comments and processing instructions; the five predefined entities and character references,
 * nothing else. A DOCTYPE, an entity declaration or any other markup declaration is refused
 * before a byte is parsed (no external entities, no entity expansion: XXE and "billion laughs"
 * cannot happen), as is anything not well-formed. Every refusal is V_12 on `file`.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

const maxDepth = 32;
const namePattern = /[A-Za-z_][-A-Za-z0-9_.:]*/y;
const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const refused = () => new CodedError('V_12', 'file');

function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** Replaces the predefined entities and character references; any other `&` is refused. */
function decoded(raw: string): string {
  if (raw.includes('<')) throw refused();
  return raw.replace(/&([^;&]{0,10});|&/g, (whole, body: string | undefined) => {
    if (body === undefined) throw refused();
    if (body in predefined) return predefined[body];
    const code = /^#x[0-9a-fA-F]{1,6}$/.test(body) ? parseInt(body.slice(2), 16) : /^#[0-9]{1,7}$/.test(body) ? parseInt(body.slice(1), 10) : NaN;
    if (!isXmlChar(code)) throw refused();
    return String.fromCodePoint(code);
  });
}

/** Refuses markup declarations anywhere in the bytes: checked before anything is parsed. */
export function refuseDeclarations(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  if (/<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i.test(text) || /<!\[\s*(INCLUDE|IGNORE|%)/i.test(text)) throw refused();
}

/** The document's root element. The bytes must be UTF-8 (a byte order mark is allowed). */
export function parseXml(bytes: Buffer): XmlElement {
  refuseDeclarations(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused();
  }
  // XML's end-of-line handling: a CR (alone or before LF) reads as LF; a CR meant stays &#13;.
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let at = 0;

  const startsWith = (token: string) => text.startsWith(token, at);
  const skipTo = (token: string) => {
    const end = text.indexOf(token, at);
    if (end < 0) throw refused();
    const skipped = text.slice(at, end);
    at = end + token.length;
    return skipped;
  };
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at])) at += 1;
  };
  const name = () => {
    namePattern.lastIndex = at;
    const match = namePattern.exec(text);
    if (!match) throw refused();
    at += match[0].length;
    return match[0];
  };
  /** Comments and processing instructions between the top-level parts. */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (startsWith('<!--')) {
        at += 4;
        if (skipTo('-->').includes('--')) throw refused();
      } else if (startsWith('<?')) {
        at += 2;
        skipTo('?>');
      } else return;
    }
  };

  const element = (depth: number): XmlElement => {
    if (depth > maxDepth || !startsWith('<')) throw refused();
    at += 1;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (startsWith('/>')) {
        at += 2;
        return { name: tag, attributes, children: [] };
      }
      if (startsWith('>')) {
        at += 1;
        break;
      }
      if (at === before) throw refused();
      const attribute = name();
      skipSpace();
      if (!startsWith('=')) throw refused();
      at += 1;
      skipSpace();
      const quote = text[at];
      if (quote !== '"' && quote !== "'") throw refused();
      at += 1;
      if (Object.hasOwn(attributes, attribute)) throw refused();
      attributes[attribute] = decoded(skipTo(quote));
    }
    const children: XmlNode[] = [];
    const addText = (value: string) => {
      if (value === '') return;
      const last = children[children.length - 1];
      if (typeof last === 'string') children[children.length - 1] = last + value;
      else children.push(value);
    };
    for (;;) {
      if (at >= text.length) throw refused();
      if (startsWith('</')) {
        at += 2;
        if (name() !== tag) throw refused();
        skipSpace();
        if (!startsWith('>')) throw refused();
        at += 1;
        return { name: tag, attributes, children };
      }
      if (startsWith('<![CDATA[')) {
        at += 9;
        addText(skipTo(']]>'));
      } else if (startsWith('<!--')) {
        at += 4;
        if (skipTo('-->').includes('--')) throw refused();
      } else if (startsWith('<?')) {
        at += 2;
        skipTo('?>');
      } else if (startsWith('<!')) {
        throw refused();
      } else if (startsWith('<')) {
        children.push(element(depth + 1));
      } else {
        const end = text.indexOf('<', at);
        const raw = text.slice(at, end < 0 ? text.length : end);
        if (raw.includes(']]>')) throw refused();
        at += raw.length;
        addText(decoded(raw));
      }
    }
  };

  if (startsWith('<?xml')) {
    const declaration = skipTo('?>');
    const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(declaration)?.[1];
    if (encoding && !/^utf-?8$/i.test(encoding)) throw refused();
  }
  skipMisc();
  const root = element(0);
  skipMisc();
  if (at !== text.length) throw refused();
  return root;
}

/** Child elements by name (the name as written, prefix included). */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** `value` as XML character data: also safe inside a double-quoted attribute; a CR survives the reader's end-of-line handling. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' })[c]!);
}

/** For attribute values: tabs and line breaks too, which the reader would otherwise keep as they are (it does not normalise). */
export function escapeAttribute(value: string): string {
  return escapeXml(value).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}
