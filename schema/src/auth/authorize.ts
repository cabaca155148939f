import type { Ctx, Viewer } from '../context';
import { CodedError } from '../errors/coded-error';
import type { PermissionName } from './permissions';

/** What an operation requires of its caller: nobody, any signed-in user, or one permission. */
export type Access = 'public' | 'signed-in' | PermissionName;

export function hasPermission(viewer: Viewer | null, permission: PermissionName): boolean {
  return !!viewer && viewer.permissions.some((p) => p.name === permission);
}

/** Throws UM_01 (401 without a session, 403 without the permission) unless the caller may pass. */
export function authorize(ctx: Ctx, access: Access): void {
  if (access === 'public') return;
  if (!ctx.viewer) throw new CodedError('UM_01', undefined, 401);
  if (access === 'signed-in') return;
  if (!hasPermission(ctx.viewer, access)) throw new CodedError('UM_01');
}
