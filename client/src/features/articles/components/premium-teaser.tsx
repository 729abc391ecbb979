import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PREMIUM_PRICE, PREMIUM_TRIAL_DAYS } from '@contract/constants';
import { buttonClasses } from '@/components/ui/button';
import { MarkdownContent } from '@/components/shared/markdown-content';

/** Lines 4–6 blurred (they are all the server sent), then the upgrade panel. */
export function PremiumTeaser({ teaser }: { teaser: string | null }) {
  return (
    <div className="space-y-6">
      {teaser && (
        <div className="relative" data-testid="premium-teaser">
          <div aria-hidden className="pointer-events-none blur-[5px] select-none">
            <MarkdownContent source={teaser} />
          </div>
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-linear-to-b from-transparent to-background"
          />
        </div>
      )}
      <section
        aria-labelledby="upgrade-title"
        className="flex flex-col items-start gap-4 rounded-3xl border border-accent/40 bg-accent-soft p-6 sm:p-8"
      >
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Crown className="size-5" aria-hidden />
        </span>
        <div className="space-y-2">
          <h2 id="upgrade-title" className="text-xl font-bold tracking-tight">
            Keep reading with Premium
          </h2>
          <p className="text-muted-foreground">
            This is a premium article. Upgrade to read the full story and take part in premium
            polls, for {PREMIUM_PRICE} per month with a {PREMIUM_TRIAL_DAYS}-day free trial.
          </p>
        </div>
        <Link to="/profile?tab=premium" className={buttonClasses('accent', 'lg')}>
          Upgrade to Premium
        </Link>
      </section>
    </div>
  );
}
