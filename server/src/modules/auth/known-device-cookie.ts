import type { FastifyReply } from 'fastify';
import type { SessionCookieOptions } from '../../platform/sessions/sessions-plugin.ts';

/** The cookie that makes a browser a known device of the account it last signed in to. */
export const KNOWN_DEVICE_COOKIE = 'deviceid';

/** The device's token and when it stops counting (a year after this sign-in). */
export interface KnownDeviceToken {
  token: string;
  expiresAt: Date;
}

/**
 * Sent only to the sign-in address and never readable by scripts: the token proves nothing but
 * that this browser signed in to the account before, and only sign-in needs to know that.
 */
export function setKnownDeviceCookie(reply: FastifyReply, device: KnownDeviceToken, options: SessionCookieOptions): void {
  reply.setCookie(KNOWN_DEVICE_COOKIE, device.token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    expires: device.expiresAt,
  });
}
