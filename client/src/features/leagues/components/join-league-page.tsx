import { CheckCircle2, CircleAlert, Link2Off, UserCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { JOIN_CODE_LENGTH, TIMERS } from '@contract/constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/api/get-user';
import { useJoinLeague } from '../api/join-league';
import { rememberPendingLeagueCode } from '../lib/invite';
import { isAlreadyMemberError } from '@/lib/league-messages';

const isCompleteCode = (code: string) => new RegExp(`^[A-Z0-9]{${JOIN_CODE_LENGTH}}$`).test(code);

function Panel({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-8">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        {icon}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children && <div className="text-muted-foreground">{children}</div>}
        {actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
      </Card>
    </div>
  );
}

const playLink = (
  <Link to="/play" className={buttonClasses('outline', 'md')}>
    Go to Play
  </Link>
);

/** /join/{code}: joins the league of an invitation link (docs/rules.md#leagues). */
export function JoinLeaguePage({ rawCode }: { rawCode: string | undefined }) {
  const code = (rawCode ?? '').trim().toUpperCase();
  const { user, isLoading } = useUser();

  if (!isCompleteCode(code)) {
    return (
      <Panel
        icon={<Link2Off className="size-12 text-destructive" aria-hidden />}
        title="Invalid League Link"
        actions={playLink}
      >
        The league invitation link appears to be invalid or incomplete.
      </Panel>
    );
  }
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <SendToSignIn code={code} />;
  return <JoinWithCode code={code} />;
}

function SendToSignIn({ code }: { code: string }) {
  rememberPendingLeagueCode(code);
  return <Navigate to="/auth" replace />;
}

function JoinWithCode({ code }: { code: string }) {
  const join = useJoinLeague('body');
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutate } = join;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(code);
  }, [code, mutate]);

  useEffect(() => {
    if (!join.isSuccess) return;
    toast({ title: 'Joined league successfully!', variant: 'success' });
    const timer = window.setTimeout(() => void navigate('/play'), TIMERS.joinSuccessRedirectMs);
    return () => window.clearTimeout(timer);
  }, [join.isSuccess, navigate]);

  if (join.isSuccess) {
    return (
      <Panel
        icon={<CheckCircle2 className="size-12 text-success" aria-hidden />}
        title="Welcome to the league!"
        actions={
          <Link to={`/league/${join.data.league.id}`} className={buttonClasses('primary', 'md')}>
            View League
          </Link>
        }
      >
        You joined <strong className="text-foreground">{join.data.league.name}</strong>. Taking you
        to your dashboard…
      </Panel>
    );
  }
  if (join.isError) {
    if (isAlreadyMemberError(join.error)) {
      return (
        <Panel
          icon={<UserCheck className="size-12 text-primary" aria-hidden />}
          title="Already a Member"
          actions={playLink}
        >
          You are already a member of this league.
        </Panel>
      );
    }
    const detail = join.error.message.replace(/^\d{3}: /, '');
    return (
      <Panel
        icon={<CircleAlert className="size-12 text-destructive" aria-hidden />}
        title="Failed to join league"
        actions={
          <>
            <Button onClick={() => join.mutate(code)} loading={join.isPending}>
              Try Again
            </Button>
            {playLink}
          </>
        }
      >
        {detail}
      </Panel>
    );
  }
  return (
    <Panel icon={<Spinner size="lg" label="Joining league" />} title="Joining league…">
      Invite code <span className="font-mono font-semibold tracking-wider">{code}</span>
    </Panel>
  );
}
