import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ScoringExplainer } from '@/features/competitions/components/scoring-explainer';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ScoringScreen() {
  useDocumentTitle('How Scoring Works');
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) void navigate('/play');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
  return (
    <div className="animate-slide-in">
      <PageHeader
        eyebrow="The game"
        title="How Scoring Works"
        description="Points come from real performance in dressage, show jumping and cross-country."
        actions={
          <Button
            variant="outline"
            size="icon"
            aria-label="Close"
            onClick={() => void navigate('/play')}
          >
            <X aria-hidden />
          </Button>
        }
      />
      <ScoringExplainer />
    </div>
  );
}
