import type { FastifyRequest } from 'fastify';
import { IMPORT_MESSAGES } from '../../../contract/imports';
import { AppError, badRequest } from '../../errors';
import { decodeCsvText } from './csv';

const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE');

/**
 * Reads the one CSV file of a multipart request from form field `field`: refused unless its name
 * ends in .csv and its bytes are UTF-8 text; larger than the limit is a 413 with a clear message.
 */
export async function readCsvUpload(request: FastifyRequest, field: string): Promise<string> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.fileMissing(field), field);
  let bytes: Buffer;
  let filename: string;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) {
      if (file) file.file.resume();
      throw badRequest(IMPORT_MESSAGES.fileMissing(field), field);
    }
    filename = file.filename;
    bytes = await file.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
    throw error;
  }
  if (!filename.toLowerCase().endsWith('.csv')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.onlyCsv);
  }
  return decodeCsvText(bytes);
}
