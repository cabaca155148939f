import type { Viewer } from '../context';
import type { TokenHolder } from './api-token.repository';

/**
 * The viewer a call with an API token runs as: the token's creator as they are now, holding only
 * the permissions that the token names and the creator's role holds (with the role's
 * parameters), so a creator who loses a permission takes it from their tokens at once.
 */
export function tokenViewer(holder: TokenHolder, creator: Viewer): Viewer {
  const named = new Set(holder.tokenPermissions);
  return {
    ...creator,
    permissions: creator.permissions.filter((permission) => named.has(permission.name)),
    token: { id: holder.tokenId, name: holder.tokenName },
  };
}
