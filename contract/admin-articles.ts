import { z } from 'zod';
import { disciplineSchema } from './articles';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from './constants';
import { imageUrlSchema } from './image-url';
import { pollSchema } from './polls';
import { requiredString } from './required-text';

export const ARTICLE_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 100_000,
  author: 100,
  imageUrl: 2048,
  pollQuestion: 300,
  pollOption: 200,
} as const;

/** The administrator's view: the whole text, the raw author (null means the default byline). */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  discipline: disciplineSchema,
  isPremium: z.boolean(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The article's poll (the one readers see), or null: the list offers "Edit poll" for it. */
  pollId: z.number().int().nullable(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleListSchema = z.array(adminArticleSchema);

const requiredText = (label: string, max: number) =>
  requiredString(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** An absolute http(s) address or an image uploaded to this server (/uploads/...). */
export const featuredImageUrlSchema = imageUrlSchema('Featured image URL', ARTICLE_LIMITS.imageUrl);

export const articleInputSchema = z.object({
  title: requiredText('Title', ARTICLE_LIMITS.title),
  excerpt: requiredText('Excerpt', ARTICLE_LIMITS.excerpt),
  content: requiredText('Content', ARTICLE_LIMITS.content),
  author: optionalText(
    ARTICLE_LIMITS.author,
    `Author must be at most ${ARTICLE_LIMITS.author} characters.`,
  ),
  featuredImageUrl: featuredImageUrlSchema,
  discipline: disciplineSchema.default('eventing'),
  isPublished: z.boolean().default(false),
  isPremium: z.boolean().default(false),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleValues = z.output<typeof articleInputSchema>;

export const featuredBodySchema = z.object({ isFeatured: z.boolean() });

export const POLL_INPUT_MESSAGES = {
  questionRequired: 'Please enter a poll question.',
  tooFewOptions: `Please provide at least ${POLL_OPTIONS_MIN} options.`,
  tooManyOptions: `A poll can have at most ${POLL_OPTIONS_MAX} options.`,
  deadlinePast: 'The deadline must be in the future.',
  duplicateOptions: 'Options must differ from each other.',
  pollExists:
    'This article already has a poll. Edit it to keep its votes, or confirm replacing it.',
  noPoll: 'This article has no poll.',
} as const;

/**
 * A poll's question, deadline and options: blank options are dropped, then 2 to 5 different ones
 * must remain. Used to create a poll (POST …/polls) and to edit one in place (PUT …/poll).
 */
export const pollInputSchema = z.object({
  question: z
    .string({ error: POLL_INPUT_MESSAGES.questionRequired })
    .trim()
    .min(1, POLL_INPUT_MESSAGES.questionRequired)
    .max(
      ARTICLE_LIMITS.pollQuestion,
      `Question must be at most ${ARTICLE_LIMITS.pollQuestion} characters.`,
    ),
  deadline: z.iso
    .datetime({ offset: true, error: 'Deadline must be a date and time.' })
    .nullish()
    .transform((value) => value ?? null),
  options: z
    .array(
      z
        .string()
        .trim()
        .max(
          ARTICLE_LIMITS.pollOption,
          `Options must be at most ${ARTICLE_LIMITS.pollOption} characters.`,
        ),
      { error: POLL_INPUT_MESSAGES.tooFewOptions },
    )
    .max(POLL_OPTIONS_MAX, POLL_INPUT_MESSAGES.tooManyOptions)
    .transform((options) => options.filter((option) => option !== ''))
    .pipe(
      z
        .array(z.string())
        .min(POLL_OPTIONS_MIN, POLL_INPUT_MESSAGES.tooFewOptions)
        .refine(
          (options) => new Set(options).size === options.length,
          POLL_INPUT_MESSAGES.duplicateOptions,
        ),
    ),
});
export type PollInput = z.input<typeof pollInputSchema>;

/**
 * POST /api/admin/articles/{id}/polls. An article that already has a poll keeps it (409) unless
 * `replace` is true: then the old poll and its votes are removed and the new one takes its place.
 */
export const pollCreateSchema = pollInputSchema.extend({
  replace: z.boolean({ error: 'replace must be true or false' }).default(false),
});
export type PollCreateInput = z.input<typeof pollCreateSchema>;

export const pollCreatedSchema = pollSchema;

export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const IMAGE_UPLOAD = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
} as const;

export const ADMIN_ARTICLE_MESSAGES = {
  notFound: 'Article not found.',
  imageMissing: 'Choose an image file to upload.',
  imageType: 'Only PNG, JPEG or WebP images can be uploaded.',
  imageTooLarge: 'The image must be 2 MB or smaller.',
} as const;
