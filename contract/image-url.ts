import { z } from 'zod';

/**
 * An image uploaded to this server, as the upload answers it (`/uploads/<name>`): a name with a
 * letter or digit in it, so `.` and `..` (the folder, the site's root) are not one.
 */
const UPLOADED_IMAGE = /^\/uploads\/(?=[._-]*[A-Za-z0-9])[A-Za-z0-9._-]+$/;
/** An absolute http(s) address with nothing a page could read as the end of an attribute. */
const WEB_ADDRESS = /^https?:\/\/[^\s"'<>]+$/i;

/** Whether `value` may be shown as an image: a web address or an uploaded image. */
export const isImageAddress = (value: string) =>
  UPLOADED_IMAGE.test(value) || WEB_ADDRESS.test(value);

/**
 * An optional image address, named by its form label in every refusal: an absolute http(s)
 * address or an image uploaded to this server. Empty means none (null); `javascript:`, `data:`
 * and relative addresses are refused, so a page never shows them as an image or a link.
 */
export const imageUrlSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || isImageAddress(value),
      `${label} must start with http:// or https:// (or be an uploaded image).`,
    );
