import { STATEMENT_MAX_BYTES } from '@dz/shared';
import { camtFormatOf, readCamt } from './camt';
import { isReferenceFile, readReferenceFile } from './reference-file';
import { type ParsedStatement, type ParseResult, StatementRefused } from './statement';
import { xmlRoot } from './xml-tree';

/** The file's text: UTF-8 (camt is), or ISO-8859-1 (older reference payment files) when it is not valid UTF-8. */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '');
  } catch {
    return file.toString('latin1');
  }
}

/** The statement of a file of a known format, found from its content; throws `StatementRefused`. */
function read(content: string): ParsedStatement {
  if (content.trimStart().startsWith('<')) {
    // XML: a camt document by its root element and namespace, else XML of some other kind
    const root = xmlRoot(content);
    const format = camtFormatOf(root);
    if (!format) {
      throw new StatementRefused(
        'unknownFormat',
        `XML ${root.name} ${root.namespace ?? 'without a namespace'}`,
      );
    }
    return readCamt(content, format);
  }
  if (isReferenceFile(content)) {
    return readReferenceFile(content);
  }
  throw new StatementRefused('unknownFormat', 'neither XML nor reference payment records');
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
  try {
    return { ok: true, statement: read(decode(file)) };
  } catch (error) {
    if (error instanceof StatementRefused) {
      return { ok: false, problem: error.problem, detail: error.message };
    }
    throw error;
  }
}
