import { STATEMENT_MAX_BYTES } from '@dz/shared';
import { camtKind, readCamt } from './camt';
import { isReferenceFile, readReferenceFile } from './reference-file';
import { type ParseResult, StatementRefused } from './statement';

/** The file's text: UTF-8 (camt is), or ISO-8859-1 (older reference payment files) when it is not valid UTF-8. */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '');
  } catch {
    return file.toString('latin1');
  }
}

/**
 * Reads a bank file of any of the formats the import takes, found from its content: camt.053, camt.054 or the
 * Finnish reference payment file. A file that is too large, of another kind, broken, in another currency or whose
 * sums do not match is refused whole, with the reason.
 */
export function parseStatement(input: Buffer | string): ParseResult {
  const file = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  if (file.length > STATEMENT_MAX_BYTES) {
    return { ok: false, problem: 'tooLarge', detail: `${file.length} bytes` };
  }
  const content = decode(file);
  try {
    const kind = camtKind(content);
    if (kind) {
      return { ok: true, statement: readCamt(content, kind) };
    }
    if (isReferenceFile(content)) {
      return { ok: true, statement: readReferenceFile(content) };
    }
    return { ok: false, problem: 'unknownFormat', detail: 'no known format' };
  } catch (error) {
    if (error instanceof StatementRefused) {
      return { ok: false, problem: error.problem, detail: error.message };
    }
    throw error;
  }
}
