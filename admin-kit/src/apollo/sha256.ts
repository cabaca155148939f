/** The SHA-256 of a text as lowercase hex (what automatic persisted queries name a query by). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Browsers offer `crypto.subtle` only in a secure context (HTTPS or localhost). */
export function canHash(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}
