import { AuditLog } from '../audit/audit-log.entity';
import { LoginThrottle } from '../auth/login-throttle.entity';
import { OneTimeToken } from '../auth/one-time-token.entity';
import { Session } from '../auth/session.entity';
import { SystemSecret } from '../auth/system-secret.entity';
import { Role } from '../users/role.entity';
import { User } from '../users/user.entity';

export const entities = [Role, User, Session, OneTimeToken, LoginThrottle, SystemSecret, AuditLog];
