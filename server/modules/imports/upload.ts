import type { FastifyRequest } from 'fastify';
import { IMPORT_MESSAGES } from '../../../contract/imports';
import { AppError, badRequest } from '../../errors';
import { isCutShortUpload } from '../../plugins/errors';
import { decodeCsvText } from './csv';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

const isTooLarge = (error: unknown) =>
  codeOf(error) === 'FST_REQ_FILE_TOO_LARGE' || codeOf(error) === 'FST_ERR_CTP_BODY_TOO_LARGE';

export const uploadCutShortMessage = (field: string) =>
  `The upload of ${field} is incomplete or malformed: please send the file again.`;

type UploadRules = {
  /** The form field that carries the file; null takes the first file whatever its field. */
  field: string | null;
  /** The name used in messages and in the `field` of a 400. */
  label: string;
  missing: string;
  tooLarge: string;
};

/**
 * Reads the one file of a multipart request: missing is a 400 naming the field, larger than the
 * limit a 413, and a body cut short (or a client that hung up) a 400 naming the field.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(rules.missing, rules.label);
  try {
    const file = await request.file();
    if (!file || (rules.field !== null && file.fieldname !== rules.field)) {
      if (file) file.file.resume();
      throw badRequest(rules.missing, rules.label);
    }
    return { filename: file.filename, bytes: await file.toBuffer() };
  } catch (error) {
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    if (isCutShortUpload(error)) throw badRequest(uploadCutShortMessage(rules.label), rules.label);
    throw error;
  }
}

/**
 * Reads the one CSV file of a multipart request from form field `field`: refused unless its name
 * ends in .csv and its bytes are text in an encoding spreadsheets save (decision 040); larger
 * than the limit is a 413 with a clear message. Gives the text, the file's name as the browser
 * sent it and the encoding it was read in, which every upload's answer names.
 */
export async function readCsvFile(
  request: FastifyRequest,
  field: string,
): Promise<{ text: string; filename: string; encoding: string }> {
  const { filename, bytes } = await readUploadedFile(request, {
    field,
    label: field,
    missing: IMPORT_MESSAGES.fileMissing(field),
    tooLarge: IMPORT_MESSAGES.tooLarge,
  });
  if (!filename.toLowerCase().endsWith('.csv')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.onlyCsv);
  }
  return { ...decodeCsvText(bytes), filename };
}
