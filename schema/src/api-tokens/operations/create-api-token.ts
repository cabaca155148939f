import { z } from 'zod';
import { apiTokenLimits, apiTokenPrefix, isApiTokenExpiryAllowed, permissionNames } from '@tessera/content-model';
import { recordAudit } from '../../audit/record-audit';
import { hasPermission } from '../../auth/authorize';
import { randomToken, sha256 } from '../../auth/tokens';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { optionalInstant, requiredString } from '../../validation/parse-input';
import { User } from '../../users/user.entity';
import { ApiToken } from '../api-token.entity';
import { ApiTokenRepository } from '../api-token.repository';
import { presentApiToken, type CreatedApiTokenView } from '../api-token.view';

/**
 * Makes an API token for the caller with the permissions chosen (each one the caller holds now)
 * and an optional expiry. This answer is the only one that carries the token; only its SHA-256
 * is stored. A token cannot make another (a person signs in for that).
 */
export const createApiToken = defineOperation({
  name: 'createApiToken',
  access: 'manage-api-tokens',
  tokens: 'never',
  input: z
    .object({
      name: requiredString(apiTokenLimits.nameMaxLength),
      permissions: z
        .array(z.enum(permissionNames, { errorMap: () => ({ message: 'V_12' }) }), { required_error: 'V_01', invalid_type_error: 'V_12' })
        .min(1, 'V_01')
        .max(permissionNames.length * 2, 'V_12')
        .transform((names) => [...new Set(names)]),
      expiresAt: optionalInstant(),
    })
    .strict(),
  run: (ctx, input): Promise<CreatedApiTokenView> => {
    if (input.permissions.some((name) => !hasPermission(ctx.viewer, name))) throw new CodedError('UM_01', 'permissions');
    if (input.expiresAt && !isApiTokenExpiryAllowed(input.expiresAt, new Date())) throw new CodedError('V_12', 'expiresAt');
    return inTransaction(ctx, async (tx) => {
      const tokens = new ApiTokenRepository(tx.em);
      if ((await tokens.count()) >= apiTokenLimits.maxTokens) throw new CodedError('V_07', 'tokens');
      const token = `${apiTokenPrefix}${randomToken()}`;
      const created = tx.em.create(ApiToken, {
        name: input.name,
        tokenHash: sha256(token),
        hint: token.slice(-4),
        permissions: input.permissions,
        createdBy: tx.em.getReference(User, ctx.viewer!.id),
        expiresAt: input.expiresAt,
      });
      await tx.em.flush();
      recordAudit(tx, { action: 'api-token.created', subject: { type: 'api-token', id: created.id }, details: { name: created.name, permissions: created.permissions, expiresAt: created.expiresAt } });
      return { id: created.id, token, apiToken: presentApiToken(await tokens.get(created.id)) };
    });
  },
});
