import type { Passkey } from './passkey.entity';

/** What a user sees of a passkey: never its key or credential id. */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export function presentPasskey(passkey: Passkey): PasskeyView {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt };
}
