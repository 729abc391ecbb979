import { useParams } from 'react-router';
import { ArticleReader } from '@/features/articles/components/article-reader';
import { ArticlePoll } from '@/features/polls/components/article-poll';

export function ArticleScreen() {
  const { slug = '' } = useParams();
  return (
    <ArticleReader
      key={slug}
      slug={slug}
      renderPoll={(articleId) => <ArticlePoll articleId={articleId} />}
    />
  );
}
