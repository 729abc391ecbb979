import { Vote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/api/get-user';
import { isApiError } from '@/lib/api';
import { useArticlePoll } from '@/api/get-article-poll';
import { useUserVote } from '../api/get-user-vote';
import { useVote } from '../api/vote';
import { PollResults } from './poll-results';
import type { Poll } from '@contract/polls';

function PollBody({ poll }: { poll: Poll }) {
  const { user } = useUser();
  const userVote = useUserVote(poll.id, user !== null);
  const voting = useVote(poll.id, poll.articleId);
  const [expiredNow, setExpiredNow] = useState(false);
  const [justVoted, setJustVoted] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const expired = poll.isExpired || expiredNow;
  const chosen = userVote.data?.userVote ?? null;
  const showResults = expired || chosen !== null;
  const busy = voting.isPending || (user !== null && userVote.isPending);

  // The option pressed is gone once the vote counts: the cursor goes to the results, not to the
  // top of the page.
  useEffect(() => {
    if (justVoted && showResults) results.current?.focus();
  }, [justVoted, showResults]);

  const castVote = (optionId: number) => {
    if (busy) return;
    if (!user) {
      toast({
        title: 'Login required',
        description: 'You need to be logged in to vote.',
        variant: 'destructive',
      });
      return;
    }
    if (expired) {
      toast({
        title: 'Poll expired',
        description: 'This poll is no longer accepting votes.',
        variant: 'destructive',
      });
      return;
    }
    voting.mutate(optionId, {
      onSuccess: () => {
        setJustVoted(true);
        toast({ title: 'Vote submitted', variant: 'success' });
      },
      onError: (error) => {
        if (isApiError(error, 422)) {
          setExpiredNow(true);
          toast({
            title: 'Poll expired',
            description: 'This poll is no longer accepting votes.',
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: 'Error voting',
          description: error.message || 'Failed to submit vote',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card aria-labelledby={`poll-${poll.id}`}>
      <CardHeader>
        <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-accent-text uppercase">
          <Vote className="size-4" aria-hidden /> Community poll
        </p>
        <CardTitle id={`poll-${poll.id}`} className="text-xl">
          {poll.question}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-3 pt-1 text-sm text-muted-foreground">
          {poll.deadline ? (
            <>
              <span>{expired ? 'Voting closed' : 'Closes in'}</span>
              <Countdown target={poll.deadline} size="sm" onExpire={() => setExpiredNow(true)} />
            </>
          ) : expired ? (
            <span className="font-semibold">Expired</span>
          ) : (
            <span>Open until further notice</span>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {showResults ? (
          <div ref={results} tabIndex={-1} className="rounded-lg">
            <PollResults poll={poll} userVote={chosen} />
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Poll options">
            {poll.options.map((option) => (
              <li key={option.id}>
                <Button
                  variant="outline"
                  className="w-full justify-start"
                  // Not disabled while the vote is sent: a disabled button drops the cursor.
                  aria-disabled={busy || undefined}
                  onClick={() => castVote(option.id)}
                >
                  {option.optionText}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The article's poll; when it cannot be loaded (none, premium only, error) nothing is shown. */
export function ArticlePoll({ articleId }: { articleId: number }) {
  const poll = useArticlePoll(articleId);
  if (!poll.data) return null;
  return (
    <section aria-label="Poll">
      <PollBody poll={poll.data} />
    </section>
  );
}
