import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { User } from '@contract/auth';
import { TIMERS } from '@contract/constants';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/api/get-user';
import { useSetSignedInUser } from '../api/set-signed-in-user';
import { clearPendingLeagueCode, readPendingLeagueCode } from '@/lib/pending-league';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { WelcomeDialog } from './welcome-dialog';

type Mode = 'sign-in' | 'register';

/** `/auth?mode=register` (the 'Sign up free' links) opens on the register form. */
const modeFrom = (params: URLSearchParams): Mode =>
  params.get('mode') === 'register' ? 'register' : 'sign-in';

/** /auth: sign in or register; signed-in visitors go home, a pending league code to its page. */
export function AuthPage() {
  const { user, isLoading } = useUser();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() => modeFrom(searchParams));
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const setSignedInUser = useSetSignedInUser();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (isLoading) return <PageSpinner />;
  if (user && leavingFor === null) return <Navigate to="/" replace />;
  if (leavingFor !== null) return <PageSpinner label="Taking you to your league" />;

  const onSignedIn = (signedIn: User) => {
    const code = readPendingLeagueCode();
    if (code) {
      clearPendingLeagueCode();
      setLeavingFor(`/join/${encodeURIComponent(code)}`);
      setSignedInUser(signedIn);
      timer.current = window.setTimeout(
        () => void navigate(`/join/${encodeURIComponent(code)}`),
        TIMERS.pendingLeagueRedirectMs,
      );
      return;
    }
    setSignedInUser(signedIn);
    void navigate('/', { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-md animate-slide-in py-4 sm:py-8">
      <WelcomeDialog />
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">
            {mode === 'sign-in' ? 'Welcome back' : 'Create your account'}
          </h1>
          <CardDescription>
            {mode === 'sign-in'
              ? 'Sign in to pick your team and follow your leagues.'
              : 'Join the fantasy eventing game in a minute.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm onSignedIn={onSignedIn} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
