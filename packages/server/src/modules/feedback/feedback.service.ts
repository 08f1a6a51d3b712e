import type { Actor } from '@dz/shared';
import type { Mailer } from '../../mail/mailer';
import { feedbackMail } from '../../mail/templates';
import type { Repos } from '../../repos';

/**
 * Feedback from any signed-in user: stored first, then mailed to the club's notification address (when
 * it has one). `onMailError` hears a failed mail: the feedback is kept and the call still succeeds.
 */
export function createFeedbackService(deps: {
  repos: Pick<Repos, 'clubs' | 'feedback' | 'users'>;
  mailer: Mailer;
}) {
  const { repos, mailer } = deps;
  return {
    async send(actor: Actor, message: string, onMailError: (err: unknown) => void): Promise<void> {
      await repos.feedback.insert({ clubId: actor.clubId, userId: actor.userId, message });
      const [club, user] = await Promise.all([
        repos.clubs.findById(actor.clubId),
        repos.users.findInClub(actor.clubId, actor.userId),
      ]);
      if (club?.notificationEmail && user) {
        const from = `${user.displayName} <${user.email}>`;
        // stored already: a mail server being down must not lose the feedback or fail the call
        await mailer.send(feedbackMail(club.notificationEmail, club.name, from, message)).catch(onMailError);
      }
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
