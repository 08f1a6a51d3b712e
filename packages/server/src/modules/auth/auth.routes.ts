import { DomainError, loginBody, REFRESH_COOKIE, userResponse } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, currentUser, requireUser, setSessionCookies } from '../../plugins/auth';
import { type Limiter, limits } from '../ratelimit/limiter';
import { toUserResponse, type UserRow } from '../users/users.repo';
import type { AuthService } from './auth.service';

const ok = z.object({ ok: z.literal(true) });

/** Sign-in, the current user, refresh and logout (spec section 7, api-contract.md). */
export function authRoutes(deps: {
  auth: AuthService;
  limiter: Limiter;
  secureCookies: boolean;
  /** Mails the owner of an account that was just locked (the account as typed, and the lock's minutes). */
  onAccountLocked?: (account: string, minutes: number) => Promise<void>;
}) {
  const { auth } = deps;
  const cookieOpts = { secure: deps.secureCookies };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/login',
      { schema: { tags: ['auth'], body: loginBody, response: { 200: userResponse } } },
      async (request, reply) => {
        const account = request.body.usernameOrEmail.trim().toLowerCase();
        const { limiter } = deps;
        const byAccount = {
          name: 'loginAccount',
          key: `${request.ip}|${account}`,
          rule: limits.loginFailuresPerAccount,
        };
        const byAddress = { name: 'loginAddress', key: request.ip, rule: limits.loginFailuresPerAddress };
        // from any address: a caller rotating addresses (or proxies) still meets this one
        const anywhere = {
          name: 'loginAccountAnywhere',
          key: account,
          rule: limits.loginFailuresPerAccountAnyAddress,
        };
        const locked = await limiter.isLimited(anywhere.name, anywhere.key, anywhere.rule);
        if (locked.limited) {
          throw new DomainError('accountLocked', {
            retryAfterSeconds: Math.ceil(locked.retryAfterMs / 1000),
          });
        }
        for (const c of [byAccount, byAddress]) {
          const state = await limiter.isLimited(c.name, c.key, c.rule);
          if (state.limited) {
            throw new DomainError('loginLimit', { retryAfterSeconds: Math.ceil(state.retryAfterMs / 1000) });
          }
        }
        let user: UserRow;
        try {
          user = await auth.login(request.body.usernameOrEmail, request.body.password);
        } catch (err) {
          // only failed attempts count: a drop zone shares one address, and its members sign in all day
          if (err instanceof DomainError && err.code === 'invalidCredentials') {
            await Promise.all(
              [byAccount, byAddress, anywhere].map((c) => limiter.hit(c.name, c.key, c.rule)),
            );
            // this failure locked the account: its owner hears of it once per lock
            if ((await limiter.isLimited(anywhere.name, anywhere.key, anywhere.rule)).limited) {
              const minutes = Math.round(anywhere.rule.windowMs / 60_000);
              await deps.onAccountLocked?.(account, minutes).catch((mailErr: unknown) => {
                request.log.warn({ err: mailErr }, 'account lock notice not sent');
              });
            }
          }
          throw err;
        }
        await Promise.all([byAccount, anywhere].map((c) => limiter.reset(c.name, c.key)));
        setSessionCookies(reply, await auth.startSession(user), cookieOpts);
        return toUserResponse(user);
      },
    );

    r.get(
      '/api/user',
      { schema: { tags: ['auth'], response: { 200: userResponse } }, preHandler: requireUser },
      async (request) => toUserResponse(currentUser(request)),
    );

    r.post('/api/refresh', { schema: { tags: ['auth'], response: { 200: ok } } }, async (request, reply) => {
      try {
        const { tokens } = await auth.refresh(request.cookies[REFRESH_COOKIE] ?? '');
        setSessionCookies(reply, tokens, cookieOpts);
        return { ok: true as const };
      } catch (err) {
        clearSessionCookies(reply, cookieOpts);
        throw err;
      }
    });

    r.post('/api/revoke', { schema: { tags: ['auth'], response: { 200: ok } } }, async (request, reply) => {
      await auth.revoke(request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply, cookieOpts);
      return { ok: true as const };
    });
  };
}
