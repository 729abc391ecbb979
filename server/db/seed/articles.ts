/** Articles, their polls and the demo players' votes. */
import type { Db } from '../client';
import { articlePolls, articles, pollOptions, pollVotes } from '../schema/index';
import { articleTexts } from './article-texts';
import type { SeededCompetition } from './competitions';
import { addHours, dayAt, type Random } from './random';

export async function seedArticles(
  db: Db,
  random: Random,
  now: Date,
  seeded: SeededCompetition[],
  authorId: number | null,
  voterIds: number[],
) {
  const byKey = new Map(seeded.map((competition) => [competition.plan.key, competition]));
  const texts = articleTexts(byKey);
  const rows = await db
    .insert(articles)
    .values(
      texts.map((text) => {
        const publishedAt =
          text.daysAgo === null ? null : addHours(dayAt(now, -text.daysAgo, 7), -random.int(0, 6));
        return {
          title: text.title,
          slug: text.slug,
          excerpt: text.excerpt,
          content: text.content,
          author: text.author,
          authorId: text.author === null ? authorId : null,
          isPremium: text.isPremium,
          isFeatured: text.isFeatured,
          isPublished: text.isPublished,
          tags: text.tags,
          competitionId: text.competitionKey ? (byKey.get(text.competitionKey)?.id ?? null) : null,
          publishedAt: publishedAt && publishedAt > now ? addHours(now, -1) : publishedAt,
          createdAt: addHours(publishedAt ?? now, -30),
          updatedAt: publishedAt ?? now,
        };
      }),
    )
    .returning({ id: articles.id, slug: articles.slug });

  for (const text of texts) {
    const articleId = rows.find((row) => row.slug === text.slug)?.id;
    if (!text.poll || articleId === undefined) continue;
    const created = addHours(dayAt(now, -(text.daysAgo ?? 0), 7), -1);
    const [poll] = await db
      .insert(articlePolls)
      .values({
        articleId,
        question: text.poll.question,
        deadline: dayAt(now, text.poll.deadlineDays, 20),
        isActive: true,
        createdAt: created,
      })
      .returning({ id: articlePolls.id });
    if (!poll) continue;
    const voters = random
      .shuffle(voterIds)
      .slice(0, Math.max(1, voterIds.length - random.int(1, 3)));
    const choices = voters.map(() => random.int(0, (text.poll?.options.length ?? 1) - 1));
    const options = await db
      .insert(pollOptions)
      .values(
        text.poll.options.map((optionText, index) => ({
          pollId: poll.id,
          optionText,
          sortOrder: index,
          voteCount: choices.filter((choice) => choice === index).length,
        })),
      )
      .returning({ id: pollOptions.id, sortOrder: pollOptions.sortOrder });
    const optionId = (index: number) =>
      options.find((option) => option.sortOrder === index)?.id ?? 0;
    if (voters.length > 0)
      await db.insert(pollVotes).values(
        voters.map((userId, index) => ({
          pollId: poll.id,
          userId,
          optionId: optionId(choices[index] ?? 0),
          createdAt: addHours(created, random.int(2, 48)),
        })),
      );
  }
}
