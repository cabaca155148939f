import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity';
import { Session } from './session.entity';
import { randomToken, sha256 } from './tokens';

/** Sessions live in PostgreSQL; the cookie carries a token whose SHA-256 is the row id. */
export class SessionRepository {
  constructor(private readonly em: EntityManager) {}

  /** Creates a session and returns the token for the cookie. */
  async create(userId: number, ttlMs: number, ip: string | null): Promise<string> {
    const token = randomToken();
    const session = this.em.create(Session, {
      id: sha256(token),
      user: this.em.getReference(User, userId),
      expiresAt: new Date(Date.now() + ttlMs),
      ip,
    });
    await this.em.persistAndFlush(session);
    return token;
  }

  /** The live session of a cookie token with its active user and role, or null. */
  async findLive(token: string): Promise<Session | null> {
    const session = await this.em.findOne(Session, { id: sha256(token), expiresAt: { $gt: new Date() } }, { populate: ['user', 'user.role'] });
    return session && session.user.active ? session : null;
  }

  /** Slides the expiry forward; skipped when touched within the last minute to spare writes. */
  async touch(session: Session, ttlMs: number, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - session.lastSeenAt.getTime() < 60_000) return;
    session.lastSeenAt = new Date(now);
    session.expiresAt = new Date(now + ttlMs);
    await this.em.flush();
  }

  async deleteByToken(token: string): Promise<void> {
    await this.em.nativeDelete(Session, { id: sha256(token) });
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.em.nativeDelete(Session, { user: userId });
  }

  async deleteExpired(): Promise<number> {
    return this.em.nativeDelete(Session, { expiresAt: { $lte: new Date() } });
  }
}
