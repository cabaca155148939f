import type { Ctx, Viewer } from '../context';
import { CodedError } from '../errors/coded-error';
import type { PermissionName } from './permissions';

/** What an operation requires of its caller: nobody, any signed-in user, or one permission. */
export type Access = 'public' | 'signed-in' | PermissionName;

/**
 * What an API token needs besides the operation's access. By default a token passes an
 * operation that requires a permission when it holds that permission, and never passes one open
 * to any signed-in person (a person's own account: password, e-mail, profile image). A
 * `signed-in` operation that a token may run names the permissions any one of which lets it
 * (the page editor's calls: create-page); `'never'` keeps tokens out of an operation that
 * requires a permission (making tokens: a token cannot make another) or that is public (signing
 * in: a token has no session to start).
 */
export type TokenAccess = 'never' | readonly PermissionName[];

export function hasPermission(viewer: Viewer | null, permission: PermissionName): boolean {
  return !!viewer && viewer.permissions.some((p) => p.name === permission);
}

function tokenMayPass(viewer: Viewer, access: Exclude<Access, 'public'>, tokens: TokenAccess | undefined): boolean {
  if (tokens === 'never') return false;
  if (access !== 'signed-in') return true;
  return !!tokens && tokens.some((permission) => hasPermission(viewer, permission));
}

/** Throws UM_01 (401 without a session or token, 403 without the permission) unless the caller may pass. */
export function authorize(ctx: Ctx, access: Access, tokens?: TokenAccess): void {
  if (access === 'public') {
    // Signing in is a person's: a call with a token is refused before any password is checked.
    if (tokens === 'never' && ctx.viewer?.token) throw new CodedError('UM_01');
    return;
  }
  if (!ctx.viewer) throw new CodedError('UM_01', undefined, 401);
  if (ctx.viewer.token && !tokenMayPass(ctx.viewer, access, tokens)) throw new CodedError('UM_01');
  if (access === 'signed-in') return;
  if (!hasPermission(ctx.viewer, access)) throw new CodedError('UM_01');
}
