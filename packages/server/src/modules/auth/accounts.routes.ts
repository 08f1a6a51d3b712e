import {
  availabilityResponse,
  clubChoice,
  googleLoginBody,
  joinClubBody,
  publicConfig,
  registerBody,
  resendConfirmationBody,
  resetPasswordBody,
  sendPasswordResetBody,
  tokenBody,
  userResponse,
} from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../../mail/mailer';
import { currentUser, requireUser, setSessionCookies } from '../../plugins/auth';
import type { BotCheck } from '../botcheck/botcheck';
import type { GoogleVerifier } from '../google/google';
import { enforceLimits } from '../ratelimit/guard';
import { type Limiter, limits } from '../ratelimit/limiter';
import { toUserResponse } from '../users/users.repo';
import type { AccountsService } from './accounts.service';
import type { AuthService } from './auth.service';

const ok = z.object({ ok: z.literal(true), notification: z.object({ locale: z.string() }).optional() });

export interface AccountsRoutesDeps {
  accounts: AccountsService;
  auth: AuthService;
  limiter: Limiter;
  botCheck: BotCheck;
  google: GoogleVerifier;
  mailer: Mailer;
  botCheckSiteKey?: string;
  googleClientId?: string;
  secureCookies: boolean;
}

/** Register, availability, e-mail confirmation, password reset, Google sign-in and the public config. */
export function accountsRoutes(deps: AccountsRoutesDeps) {
  const { accounts, limiter, botCheck } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/config', { schema: { tags: ['auth'], response: { 200: publicConfig } } }, async () => ({
      googleClientId: deps.google.enabled ? (deps.googleClientId ?? null) : null,
      botCheckSiteKey: botCheck.enabled ? (deps.botCheckSiteKey ?? null) : null,
      mailDelivers: deps.mailer.delivers,
    }));

    /**
     * A signed-in account joins another club with its key (issue 35): one account, a membership per club. Limited
     * like registering, so a key cannot be guessed by trying.
     */
    r.post(
      '/api/user/clubs',
      {
        preHandler: requireUser,
        schema: { tags: ['auth'], body: joinClubBody, response: { 201: clubChoice } },
      },
      async (request, reply) => {
        await enforceLimits(limiter, 'registerLimit', [
          { name: 'register', key: request.ip, rule: limits.registerPerAddress },
          { name: 'registerDay', key: request.ip, rule: limits.registerPerAddressDaily },
        ]);
        const joined = await accounts.joinClub(currentUser(request).id, request.body.clubKey);
        return reply.status(201).send(joined);
      },
    );

    r.post(
      '/api/register',
      { schema: { tags: ['auth'], body: registerBody, response: { 201: ok } } },
      async (request, reply) => {
        await enforceLimits(limiter, 'registerLimit', [
          { name: 'register', key: request.ip, rule: limits.registerPerAddress },
          { name: 'registerDay', key: request.ip, rule: limits.registerPerAddressDaily },
        ]);
        await botCheck.verify(request.body.botToken, 'register', request.ip);
        await accounts.register(request.body);
        return reply
          .status(201)
          .send({ ok: true as const, notification: { locale: 'notification.registered' } });
      },
    );

    r.get(
      '/api/user/check/:value',
      {
        schema: {
          tags: ['auth'],
          params: z.object({ value: z.string().min(1).max(320) }),
          response: { 200: availabilityResponse },
        },
      },
      async (request) => {
        await enforceLimits(limiter, 'usernameCheckLimit', [
          { name: 'check', key: request.ip, rule: limits.availabilityChecksPerAddress },
        ]);
        return { available: await accounts.isAvailable(request.params.value) };
      },
    );

    r.post(
      '/api/confirm-email',
      { schema: { tags: ['auth'], body: tokenBody, response: { 200: ok } } },
      async (request) => {
        await accounts.confirmEmail(request.body.token);
        return { ok: true as const, notification: { locale: 'notification.emailConfirmed' } };
      },
    );

    r.post(
      '/api/sendpasswordreset',
      { schema: { tags: ['auth'], body: sendPasswordResetBody, response: { 200: ok } } },
      async (request) => {
        await enforceLimits(limiter, 'tooManyRequests', [
          { name: 'reset', key: request.ip, rule: limits.passwordResetPerAddress },
          {
            name: 'resetAccount',
            key: request.body.email.toLowerCase(),
            rule: limits.passwordResetPerAccount,
          },
        ]);
        await botCheck.verify(request.body.botToken, 'forgotPassword', request.ip);
        await accounts.sendPasswordReset(request.body.email);
        // the same answer whether or not the address has an account
        return { ok: true as const, notification: { locale: 'notification.passwordResetSent' } };
      },
    );

    r.post(
      '/api/resend-confirmation',
      { schema: { tags: ['auth'], body: resendConfirmationBody, response: { 200: ok } } },
      async (request) => {
        await enforceLimits(limiter, 'tooManyRequests', [
          { name: 'resendConfirmation', key: request.ip, rule: limits.resendConfirmationPerAddress },
          {
            name: 'resendConfirmationAccount',
            key: request.body.usernameOrEmail.toLowerCase(),
            rule: limits.resendConfirmationPerAccount,
          },
        ]);
        await accounts.resendConfirmation(request.body.usernameOrEmail);
        // the same answer whether or not the login names an unconfirmed account
        return { ok: true as const, notification: { locale: 'notification.confirmationSent' } };
      },
    );

    r.post(
      '/api/resetpassword',
      { schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: ok } } },
      async (request) => {
        await accounts.resetPassword(request.body.token, request.body.password);
        return { ok: true as const, notification: { locale: 'notification.passwordChanged' } };
      },
    );

    r.post(
      '/api/login/google',
      { schema: { tags: ['auth'], body: googleLoginBody, response: { 200: userResponse } } },
      async (request, reply) => {
        const identity = await deps.google.verify(request.body.credential);
        const user = await deps.auth.loginWithVerifiedEmail(identity.email);
        setSessionCookies(reply, await deps.auth.startSession(user), { secure: deps.secureCookies });
        return toUserResponse(user);
      },
    );
  };
}
