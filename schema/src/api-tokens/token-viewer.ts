import type { Viewer } from '../context';
import type { TokenHolder } from './api-token.repository';

/**
 * The viewer a call with an API token runs as: the token's creator, holding only the permissions
 * that the token names and the creator's role holds now (with the role's parameters), so a
 * creator who loses a permission takes it from their tokens at once.
 */
export function tokenViewer(holder: TokenHolder): Viewer {
  const named = new Set(holder.tokenPermissions);
  return {
    id: holder.userId,
    email: holder.email,
    roleName: holder.roleName,
    permissions: holder.rolePermissions.filter((permission) => named.has(permission.name)),
    isSystem: false,
    token: { id: holder.tokenId, name: holder.tokenName },
  };
}
