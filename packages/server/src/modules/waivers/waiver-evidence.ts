import {
  DEFAULT_TIMEZONE,
  type Language,
  readableDateTime,
  type WaiverDetail,
  waiverDocument,
  waiverPdfFilename,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment, Mailer } from '../../mail/mailer';
import { waiverCopyMail } from '../../mail/templates';
import type { Repos } from '../../repos';
import { renderWaiverPdf } from './waiver-pdf';
import { toWaiver, userIdsOf } from './waivers.presenter';
import type { WaiverRow } from './waivers.repo';

export interface WaiverEvidenceDeps {
  repos: Pick<Repos, 'waivers' | 'clubs'>;
  /** Sends the signer's copy; without one no copy is sent. */
  mailer?: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The signed waiver as evidence: its detail (the exact text signed, when that version was saved, the club),
 * its PDF, and the copy mailed to the signer. The waivers service checks who asks before it calls these.
 */
export function createWaiverEvidence(deps: WaiverEvidenceDeps) {
  const { repos, mailer, log } = deps;

  async function detailOf(row: WaiverRow): Promise<WaiverDetail> {
    const [club, names, version] = await Promise.all([
      repos.clubs.findById(row.clubId),
      repos.waivers.userNames(userIdsOf([row])),
      repos.clubs.findWaiverText(row.clubId, row.waiverTextVersion),
    ]);
    return {
      waiver: {
        ...toWaiver(row, names, club?.waiverChecklist ?? []),
        waiverText: row.waiverText,
        waiverTextSavedAt: version?.createdAt.toISOString() ?? null,
      },
      club: { name: club?.name ?? '', timeZone: club?.timezone || DEFAULT_TIMEZONE },
    };
  }

  async function pdfOf(detail: WaiverDetail, language: Language): Promise<MailAttachment> {
    return {
      filename: waiverPdfFilename(detail.waiver),
      content: await renderWaiverPdf(waiverDocument(detail, language)),
      contentType: 'application/pdf',
    };
  }

  async function sendCopy(row: WaiverRow, language: Language): Promise<void> {
    if (!mailer) {
      return;
    }
    const detail = await detailOf(row);
    const { club, waiver } = detail;
    await mailer.send(
      waiverCopyMail(
        row.email,
        language,
        {
          clubName: club.name,
          name: `${waiver.firstName} ${waiver.lastName}`.trim(),
          year: waiver.year,
          signedAt: `${readableDateTime(waiver.signedAt, club.timeZone, language)} (${club.timeZone})`,
        },
        await pdfOf(detail, language),
      ),
    );
  }

  return {
    detailOf,
    pdfOf,
    /**
     * Mails the signer a copy with the PDF attached, in the background: call it after the signing committed.
     * A failure is logged and never undoes or fails the signing. Answers the sending, for tests to wait on.
     */
    mailCopy(row: WaiverRow, language: Language): Promise<void> {
      return sendCopy(row, language).catch((err: unknown) => {
        log?.warn({ err, waiverId: row.id }, 'the signed waiver copy was not mailed');
      });
    },
  };
}

export type WaiverEvidence = ReturnType<typeof createWaiverEvidence>;
