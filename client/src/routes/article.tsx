import { useParams } from 'react-router';
import { ArticleReader } from '@/features/articles/components/article-reader';

export function ArticleScreen() {
  const { slug = '' } = useParams();
  return <ArticleReader key={slug} slug={slug} />;
}
