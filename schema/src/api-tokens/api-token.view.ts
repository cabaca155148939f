import type { ApiToken } from './api-token.entity';

/** A token as the admin lists it: never the token, only its last four characters. */
export interface ApiTokenView {
  id: number;
  name: string;
  hint: string;
  permissions: string[];
  createdBy: { id: number; name: string; email: string };
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

export function presentApiToken(token: ApiToken): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    hint: token.hint,
    permissions: token.permissions,
    createdBy: { id: token.createdBy.id, name: token.createdBy.name, email: token.createdBy.email },
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
  };
}

/** The answer that makes a token: the only one that carries it. */
export interface CreatedApiTokenView {
  id: number;
  token: string;
  apiToken: ApiTokenView;
}
