import { Calculator } from 'lucide-react';
import { ScreenPlaceholder } from '@/components/screen-placeholder';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ScoringScreen() {
  useDocumentTitle('How Scoring Works');
  return (
    <ScreenPlaceholder
      title="How Scoring Works"
      eyebrow="The game"
      icon={Calculator}
      description="Points come from real performance in dressage, show jumping and cross-country."
      summary="Up to 20 points for dressage, 20 for show jumping and 60 for cross-country, never below zero."
      action={{ to: '/play', label: 'Back to Play' }}
    />
  );
}
