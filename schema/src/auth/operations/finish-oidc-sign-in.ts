import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import type { Ctx } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { assignRole, createSingleSignOnUser, findUserByEmail } from '../../users/user-directory';
import type { User } from '../../users/user.entity';
import { OidcFailure } from '../oidc-connection';
import { OidcLinkRepository } from '../oidc-link.repository';
import { roleFromClaim } from '../oidc-settings';
import { countFailure, isThrottled, type ThrottlePolicy } from '../throttle';

/**
 * Failed callbacks from one address (`oidc@<ip>`): a flow cookie costs nothing to get, so each
 * refusal, audited, is bounded per address: ten in ten minutes lock it for ten (AUTH_03).
 */
export const oidcThrottlePolicy: ThrottlePolicy = { maxFailures: 10, windowMinutes: 10, lockMinutes: 10 };
const oidcThrottleKey = (ctx: Pick<Ctx, 'request'>) => `oidc@${ctx.request.ip ?? 'unknown'}`;

/** The person as the provider vouched for them, once the callback's checks passed. */
interface Person {
  subject: string;
  email: string;
  name: string;
  role: string;
}

/**
 * The provider sent the browser back: check the answer against the flow of this browser's
 * cookie, exchange the code, and sign the person in — as the user linked to their subject, as
 * the user with their verified e-mail (linked from now on), or as a user made just in time. The
 * role follows the provider's claim at every sign-in. Every refusal is audited with its reason
 * and counted against the caller's address (AUTH_03 after ten); the browser gets a code only.
 */
export const finishOidcSignIn = defineOperation({
  name: 'finishOidcSignIn',
  access: 'public',
  tokens: 'never',
  input: z.object({ query: z.record(z.string(), z.unknown()), sealedFlow: z.string().max(4096).optional() }).strict(),
  async run(ctx, { query, sealedFlow }) {
    const oidc = ctx.services.oidc;
    if (!oidc) throw new CodedError('AUTH_20');
    if (await isThrottled(ctx.em, oidcThrottleKey(ctx), oidcThrottlePolicy)) throw new CodedError('AUTH_03');
    try {
      const person = await personOf(ctx, query, sealedFlow);
      const user = await userFor(ctx, person);
      ctx.services.log.info({ userId: user.id }, 'signed in with single sign-on');
      await ctx.session.signIn(user.id);
      return { userId: user.id };
    } catch (error) {
      if (!(error instanceof OidcFailure)) throw error;
      await countFailure(ctx.em, oidcThrottleKey(ctx), oidcThrottlePolicy);
      await inTransaction(ctx, async (tx) => {
        recordAudit(tx, { action: 'auth.oidc-failed', details: { reason: error.reason }, actor: null });
      });
      throw new CodedError(error.code);
    }
  },
});

/** The flow's checks, the code exchange and the claims Tessera needs: a verified e-mail and a role. */
async function personOf(ctx: Ctx, query: Record<string, unknown>, sealedFlow: string | undefined): Promise<Person> {
  const oidc = ctx.services.oidc!;
  const flow = oidc.seal.open(sealedFlow);
  if (!flow) throw new OidcFailure('AUTH_21', 'no live sign-in flow in this browser');
  if (query.state !== flow.state) throw new OidcFailure('AUTH_21', 'state does not match');
  const text = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const claims = await oidc.finish(text, flow);
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || email.length > 254 || claims.email_verified !== true) throw new OidcFailure('AUTH_22', 'no verified e-mail');
  const role = roleFromClaim(oidc.settings, claims[oidc.settings.roleClaim]);
  if (!role) throw new OidcFailure('AUTH_23', `no role for ${email}`);
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 255) : email;
  return { subject: String(claims.sub), email, name, role };
}

/** The user to sign in, linked and with the claim's role, in one transaction with the audit entries. */
async function userFor(ctx: Ctx, person: Person): Promise<User> {
  const issuer = ctx.services.oidc!.settings.issuer;
  try {
    return await inTransaction(ctx, async (tx) => {
      const links = new OidcLinkRepository(tx.em);
      let user = await links.userOf(issuer, person.subject);
      let created = false;
      if (!user) {
        user = await findUserByEmail(tx.em, person.email);
        // Another subject of this provider signed in with this account before: a re-used address, not this person.
        if (user && (await links.isLinked(user.id, issuer))) throw new OidcFailure('AUTH_21', `${person.email} is linked to another subject`);
        if (!user) {
          user = await createSingleSignOnUser(tx.em, person);
          created = true;
        }
        links.link(user, issuer, person.subject);
      }
      if (!user.active) throw new OidcFailure('AUTH_24', `account ${user.id} is deactivated`);
      const roleChanged = await assignRole(tx.em, user, person.role);
      user.lastLoginAt = new Date();
      await tx.em.flush();
      const actor = { id: user.id, email: user.email };
      if (created) recordAudit(tx, { action: 'user.created', subject: { type: 'user', id: user.id }, details: { role: person.role, method: 'oidc' }, actor });
      else if (roleChanged) recordAudit(tx, { action: 'user.updated', subject: { type: 'user', id: user.id }, details: { changed: ['role'], role: person.role, method: 'oidc' }, actor });
      recordAudit(tx, { action: 'auth.login', subject: { type: 'user', id: user.id }, details: { method: 'oidc' }, actor });
      return user;
    });
  } catch (error) {
    // Two first sign-ins of one person at once: one made the account, the other is asked to try again.
    if (error instanceof UniqueConstraintViolationException) throw new OidcFailure('AUTH_21', 'account made by a parallel sign-in');
    throw error;
  }
}
