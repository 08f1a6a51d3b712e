import { DomainError } from '@dz/shared';
import type { Outbound } from '../../outbound/outbound';

export type BotAction = 'register' | 'forgotPassword' | 'waiver';

export interface BotCheck {
  /** Whether the check is on (BOTCHECK_SECRET is set); the web loads the widget only then. */
  readonly enabled: boolean;
  /** Throws `botCheckFailed` unless the token is a fresh human answer for this action. */
  verify(token: string | undefined, action: BotAction, remoteIp?: string): Promise<void>;
}

/** The answer of a reCAPTCHA-v3-style verifier (Google's, hCaptcha's and Turnstile's share these fields). */
interface VerifierAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * A provider-neutral server check of a per-action token: POSTs `secret` and `response` as a form to the
 * verifier and accepts a success whose action matches and whose score (when given) reaches `minScore`.
 * Off when no secret is configured.
 */
export function createBotCheck(opts: {
  secret?: string;
  verifyUrl: string;
  minScore?: number;
  /** The server's one outbound client. */
  outbound: Outbound;
}): BotCheck {
  const { secret, verifyUrl, outbound } = opts;
  const minScore = opts.minScore ?? 0.5;
  if (!secret) {
    return { enabled: false, verify: async () => {} };
  }
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      if (!token) {
        throw new DomainError('botCheckFailed');
      }
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) {
        form.set('remoteip', remoteIp);
      }
      let answer: VerifierAnswer;
      try {
        const res = await outbound.request({
          purpose: 'botcheck',
          url: verifyUrl,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          timeoutMs: 5000,
          maxBytes: 64 * 1024,
        });
        answer = res.json<VerifierAnswer>();
      } catch {
        throw new DomainError('botCheckFailed');
      }
      const actionOk = answer.action === undefined || answer.action === action;
      const scoreOk = answer.score === undefined || answer.score >= minScore;
      if (answer.success !== true || !actionOk || !scoreOk) {
        throw new DomainError('botCheckFailed');
      }
    },
  };
}
