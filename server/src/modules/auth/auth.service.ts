import type { AuthOverrideRequest, CurrentUser } from '@vozimo/contract';
import { actorForUser, NO_ROLES, type Actor } from '../../platform/permissions/actor.ts';
import { authorize, can } from '../../platform/permissions/can.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords.ts';
import { tooManyAttempts } from '../../platform/rate-limits/too-many-attempts.ts';
import {
  BROWSER_SESSION_MS,
  REMEMBERED_SESSION_MS,
  hashToken,
  newSecretToken,
} from '../../platform/sessions/session-token.ts';
import type { ActorCache } from './actor-cache.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { KnownDeviceToken } from './known-device-cookie.ts';
import { KNOWN_DEVICE_MS, signInLimits, TOO_MANY_SIGN_IN_ATTEMPTS } from './rules/login-throttle.ts';
import { applySessionChange } from './session-changes.ts';

/** Sessions are extended on use, at most this often, to spare a write per request. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const INVALID_CREDENTIALS = 'Invalid username or password.';

/**
 * Whether an account may sign in and use its sessions: active, and not an agent of an agency staff
 * deactivated (a staff account keeps its staff rights whatever agency it is also an agent of).
 */
function accountUsable(user: { isActive: boolean; isStaff: boolean }, agencyIsActive: boolean | null): boolean {
  return user.isActive && (user.isStaff || agencyIsActive !== false);
}

/** A new session: the cookie's token (only its hash is stored), when the cookie expires, who it is. */
export interface OpenedSession {
  token: string;
  /** null: a browser-session cookie. */
  cookieExpiresAt: Date | null;
  actor: Actor;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  now: () => Date;
  actorCache: ActorCache;
}

export function createAuthService({ repo, now, actorCache }: AuthServiceDeps) {
  async function actorFromUser(user: UserRow, sessionId: number): Promise<Actor> {
    const companyId = user.driverId === null ? null : await repo.findCompanyIdOfDriver(user.driverId);
    return actorForUser(user, sessionId, companyId);
  }

  /**
   * Under a staff override the actor takes the impersonated agent's and/or driver's rights and
   * loses staff rights (so staff see exactly what that user sees), keeping only the right to end it.
   */
  async function applyOverride(real: Actor, agentUserId: number | null, driverId: number | null): Promise<Actor> {
    if (!can(real, 'auth.override') || (agentUserId === null && driverId === null)) return real;
    const actor: Actor = { ...real, ...NO_ROLES };
    if (agentUserId !== null) {
      const agent = await repo.findUserById(agentUserId);
      if (agent?.isAgent) {
        Object.assign(actor, {
          userId: agent.id,
          firstName: agent.firstName,
          lastName: agent.lastName,
          isAgent: true,
          isAgencyAdmin: agent.isAgencyAdmin,
          agencyId: agent.agencyId,
        });
      }
    }
    if (driverId !== null) {
      const driver = await repo.findDriverWithUser(driverId);
      if (driver) {
        Object.assign(actor, {
          isDriver: true,
          isDriverAdmin: driver.user?.isDriverAdmin ?? false,
          driverId: driver.driverId,
          companyId: driver.companyId,
        });
        if (agentUserId === null && driver.user) {
          Object.assign(actor, { userId: driver.user.id, firstName: driver.user.firstName, lastName: driver.user.lastName });
        }
      }
    }
    return actor;
  }

  async function openSessionFor(user: UserRow, remember: boolean): Promise<OpenedSession> {
    const at = now();
    await repo.recordLogin(user.id, at);
    const token = newSecretToken();
    const lifetime = remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
    const expiresAt = new Date(at.getTime() + lifetime);
    const session = await repo.insertSession({
      tokenHash: hashToken(token),
      userId: user.id,
      remember,
      expiresAt,
      createdAt: at,
      lastSeenAt: at,
    });
    return {
      token,
      // Only a remembered session gets a cookie expiry; otherwise the browser drops it on close.
      cookieExpiresAt: remember ? expiresAt : null,
      actor: await actorFromUser(user, session.id),
    };
  }

  /**
   * Makes the browser that just signed in a known device of the account for a year from now: the
   * device it already was (same token), or a new one with a token of its own (a browser new to
   * the account, or known to another account).
   */
  async function rememberDevice(userId: number, device: { id: number; token: string } | null, at: Date): Promise<KnownDeviceToken> {
    const expiresAt = new Date(at.getTime() + KNOWN_DEVICE_MS);
    if (device) {
      await repo.extendKnownDevice(device.id, at, expiresAt);
      return { token: device.token, expiresAt };
    }
    const token = newSecretToken();
    await repo.insertKnownDevice({ tokenHash: hashToken(token), userId, createdAt: at, lastSignInAt: at, expiresAt });
    return { token, expiresAt };
  }

  return {
    /** Housekeeping (housekeeping.ts): expired sessions and known devices (the limits' counts are the platform's). */
    async purgeExpired(): Promise<{ sessions: number; knownDevices: number }> {
      const at = now();
      return { sessions: await repo.deleteExpiredSessions(at), knownDevices: await repo.deleteExpiredKnownDevices(at) };
    },

    /** Resolves a session cookie to the acting user, extending the session as it is used. */
    async loadActor(sessionToken: string): Promise<Actor | null> {
      const tokenHash = hashToken(sessionToken);
      const cached = actorCache.get(tokenHash);
      if (cached) return cached;
      const markBeforeRead = actorCache.mark();
      const at = now();
      const found = await repo.findLiveSession(tokenHash, at);
      if (!found || !accountUsable(found.user, found.agencyIsActive)) return null;
      const { session, user } = found;
      if (at.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        const lifetime = session.remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
        await repo.extendSession(session.id, at, new Date(at.getTime() + lifetime));
      }
      const real = await actorFromUser(user, session.id);
      const actor = await applyOverride(real, session.overrideAgentUserId, session.overrideDriverId);
      actorCache.set(tokenHash, actor, markBeforeRead);
      return actor;
    },

    /**
     * Checks the credentials and opens a session. The attempt is judged and counted before the
     * password is checked, atomically, so a burst cannot race the limits: from a known device of the
     * account (`deviceToken`, the deviceid cookie) by that device's limit, otherwise per account and
     * network, per account and per network (rules/login-throttle.ts). A wrong username and a wrong
     * password get the same answer in about the same time. A success makes this browser a known
     * device of the account for a year: the token to set in its cookie comes back with the session.
     */
    async signIn(input: { username: string; password: string; remember: boolean; ipAddress: string; deviceToken?: string | undefined }) {
      const at = now();
      const device = input.deviceToken ? await repo.findKnownDevice(hashToken(input.deviceToken), input.username, at) : undefined;
      const limits = signInLimits({ username: input.username, ipAddress: input.ipAddress, knownDeviceId: device?.id ?? null });
      const admission = await repo.admitAttempt(at, limits.all);
      if (!admission.allowed) throw tooManyAttempts(TOO_MANY_SIGN_IN_ATTEMPTS, admission.retryAfterSeconds);

      const user = await repo.findUserByUsername(input.username);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      // A failure keeps the attempt counted.
      if (!user || !passwordOk || !accountUsable(user, user.agencyIsActive)) throw new AppError(400, INVALID_CREDENTIALS);

      await repo.settleSuccessfulAttempt(at, limits);
      const knownDevice = await rememberDevice(user.id, device && input.deviceToken ? { id: device.id, token: input.deviceToken } : null, at);
      return { ...(await openSessionFor(user, input.remember)), knownDevice };
    },

    /**
     * Signs in a user whose identity another step proved (an accepted invitation, a password-reset
     * link): a new browser session, as POST /api/auth/ opens. Refuses an inactive or unknown user.
     */
    async openSession(userId: number): Promise<OpenedSession> {
      const user = await repo.findUserById(userId);
      if (!user || !accountUsable(user, user.agencyIsActive)) throw new AppError(400, INVALID_CREDENTIALS);
      return openSessionFor(user, false);
    },

    /**
     * Ends every session of a user but `keepSessionId` (the one that changed the password): at
     * once in every process (the change's notification, session-changes.ts), and in this one
     * before the answer whatever the notification's timing.
     */
    async endSessionsOf(userId: number, keepSessionId: number | null = null): Promise<void> {
      await repo.deleteSessionsOfUser(userId, keepSessionId);
      actorCache.forgetUser(userId);
    },

    async signOut(sessionToken: string | undefined): Promise<void> {
      if (!sessionToken) return;
      const tokenHash = hashToken(sessionToken);
      await repo.deleteSessionByTokenHash(tokenHash);
      actorCache.forgetToken(tokenHash);
    },

    /** A session change another process (or this one) announced on SESSION_CHANGES_CHANNEL. */
    hearSessionChange(payload: string): void {
      applySessionChange(actorCache, payload);
    },

    /** The notification connection was lost and is back: changes announced meanwhile were missed. */
    forgetAllCachedActors(): void {
      actorCache.clear();
    },

    async startOverride(actor: Actor, request: AuthOverrideRequest): Promise<Actor> {
      authorize(actor, 'auth.override');
      const agentUserId = request.agent_id ?? null;
      const driverId = request.driver_id ?? null;
      if (agentUserId !== null) {
        const agent = await repo.findUserById(agentUserId);
        if (!agent?.isAgent) throw notFound('Agent not found.');
      }
      if (driverId !== null && !(await repo.findDriverWithUser(driverId))) throw notFound('Driver not found.');
      await repo.setSessionOverride(actor.sessionId, agentUserId, driverId);
      actorCache.forgetSession(actor.sessionId);
      await repo.insertAuditEvent(
        actor.realUserId,
        'auth.override.start',
        { agent_id: agentUserId, driver_id: driverId },
        agentUserId !== null ? { type: 'user', id: agentUserId } : { type: 'driver', id: driverId },
      );
      const realUser = await repo.findUserById(actor.realUserId);
      if (!realUser) throw notFound('User not found.');
      return applyOverride(await actorFromUser(realUser, actor.sessionId), agentUserId, driverId);
    },

    async endOverride(actor: Actor): Promise<Actor> {
      authorize(actor, 'auth.override');
      await repo.setSessionOverride(actor.sessionId, null, null);
      actorCache.forgetSession(actor.sessionId);
      await repo.insertAuditEvent(actor.realUserId, 'auth.override.end', {});
      const realUser = await repo.findUserById(actor.realUserId);
      if (!realUser) throw notFound('User not found.');
      return actorFromUser(realUser, actor.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function toCurrentUser(actor: Actor): CurrentUser {
  return {
    first_name: actor.firstName.trim(),
    last_name: actor.lastName.trim(),
    is_agent: actor.isAgent,
    is_agency_admin: actor.isAgencyAdmin,
    is_driver: actor.isDriver,
    is_driver_admin: actor.isDriverAdmin,
    is_staff: actor.isStaff,
  };
}
