import { Globe, LogOut, SearchX, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Flag } from '@/components/ui/flag';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/api/get-user';
import { useNationName } from '@/api/get-nation-name';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeague } from '../api/get-league';
import { parseLeagueParam, type PublicLeagueTarget } from '../lib/league-param';
import { LeagueMembers } from './league-members';
import { LeagueTabs } from './league-tabs';
import { ShareInviteButton } from './share-invite-button';

// Loaded with the first click on Leave.
const LeaveLeagueDialog = lazy(() =>
  import('./leave-league-dialog').then((m) => ({ default: m.LeaveLeagueDialog })),
);

function LeagueNotFound() {
  useDocumentTitle('League not found');
  return (
    <EmptyState
      icon={SearchX}
      title="League not found"
      level="page"
      description="This league does not exist, or you are not one of its members."
      action={
        <Link to="/play" className={buttonClasses('primary', 'md')}>
          Back to Play
        </Link>
      }
    />
  );
}

/** /league/overall, /league/{country code} and /league/{id}: a league's standings. */
export function LeaguePage({ param }: { param: string | undefined }) {
  const target = parseLeagueParam(param);
  switch (target.kind) {
    case 'invalid':
      return <LeagueNotFound />;
    case 'private':
      return <PrivateLeague leagueId={target.id} />;
    case 'overall':
    case 'country':
      return <PublicLeague target={target} />;
  }
}

function Layout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 py-2">
      {header}
      {children}
    </div>
  );
}

function PublicLeague({ target }: { target: PublicLeagueTarget }) {
  const nation = useNationName(target.kind === 'country' ? target.code : null);
  const country = nation ?? (target.kind === 'country' ? target.code : '');
  const title = target.kind === 'overall' ? 'Overall League' : `${country} League`;
  useDocumentTitle(title);
  return (
    <Layout
      header={
        <PageHeader
          eyebrow={
            <span className="inline-flex items-center gap-2">
              {target.kind === 'overall' ? (
                <Globe className="size-4" aria-hidden />
              ) : (
                <Flag code={target.code} size="sm" />
              )}
              Public league
            </span>
          }
          title={title}
          description={
            target.kind === 'overall'
              ? 'Every player in the game, ranked.'
              : `Every player from ${country}, ranked.`
          }
        />
      }
    >
      <LeagueTabs key={target.kind === 'country' ? target.code : 'overall'} target={target} />
    </Layout>
  );
}

function PrivateLeague({ leagueId }: { leagueId: number }) {
  const league = useLeague(leagueId);
  const { user } = useUser();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const notFound =
    league.isError && (isApiError(league.error, 404) || isApiError(league.error, 400));
  useDocumentTitle(league.data?.name ?? (notFound ? 'League not found' : 'League'));
  if (league.isPending) {
    return (
      <Layout header={<Skeleton className="h-20 w-full" />}>
        <Skeleton className="h-64 w-full" />
      </Layout>
    );
  }
  if (league.isError) {
    if (notFound) return <LeagueNotFound />;
    return (
      <ErrorState
        title="Could not load this league"
        level="page"
        onRetry={() => void league.refetch()}
        retrying={league.isFetching}
      />
    );
  }
  const data = league.data;
  return (
    <Layout
      header={
        <PageHeader
          eyebrow="Private league"
          title={data.name}
          description={
            <span className="space-y-1">
              {data.description && <span className="block">{data.description}</span>}
              <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <Users className="size-4" aria-hidden />
                  {data.memberCount} {data.memberCount === 1 ? 'member' : 'members'}
                </span>
                {data.isMember && (
                  <span>
                    Code{' '}
                    <span className="font-mono font-semibold tracking-wider text-foreground">
                      {data.joinCode}
                    </span>
                  </span>
                )}
              </span>
            </span>
          }
          actions={
            data.isMember ? (
              <div className="flex flex-wrap gap-2">
                <ShareInviteButton league={data} />
                <Button variant="ghost" size="sm" onClick={() => setLeaving(true)}>
                  <LogOut className="size-4" aria-hidden />
                  Leave league
                </Button>
              </div>
            ) : undefined
          }
        />
      }
    >
      <LeagueTabs target={{ kind: 'private', id: data.id }} />
      {data.isMember && <LeagueMembers league={data} userId={user?.id} />}
      {leaving && (
        <Suspense fallback={null}>
          <LeaveLeagueDialog
            league={data}
            userId={user?.id}
            onClose={() => setLeaving(false)}
            onLeft={() => void navigate('/play?tab=leagues', { replace: true })}
          />
        </Suspense>
      )}
    </Layout>
  );
}
