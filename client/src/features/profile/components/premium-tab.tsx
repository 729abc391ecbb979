import { Crown, Info, Sparkles } from 'lucide-react';
import type { User } from '@contract/auth';
import { PREMIUM_PRICE, PREMIUM_TRIAL_DAYS } from '@contract/constants';
import { formatDayMonthYear } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/auth-mutation-error';
import { useStartPremiumTrial } from '../api/start-premium-trial';

const benefits = [
  'Every premium article and poll in full',
  'The Premium badge next to your name',
  'No upgrade prompts',
];

export function PremiumTab({ user }: { user: User }) {
  const trial = useStartPremiumTrial();
  const premium = user.membershipType === 'premium';
  const trialUsed = !premium && user.premiumUntil !== null;

  const start = () =>
    trial.mutate(undefined, {
      onSuccess: (data) =>
        toast({ title: 'Premium', description: data.message, variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
    });

  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Crown className="size-5 text-accent-text" aria-hidden /> Eventing Manager Premium
        </CardTitle>
        <CardDescription>
          <span className="text-2xl font-bold text-foreground tabular-nums">{PREMIUM_PRICE}</span>{' '}
          per month, with a {PREMIUM_TRIAL_DAYS}-day free trial.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <ul className="space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Sparkles className="size-4 text-accent-text" aria-hidden /> {benefit}
            </li>
          ))}
        </ul>
        <p className="flex gap-2 rounded-xl bg-muted p-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          Payments are not available yet: there is no payment provider, so nothing can be bought and
          nothing is charged. The free trial makes you Premium for {PREMIUM_TRIAL_DAYS} days and
          then ends on its own.
        </p>
        {premium ? (
          <p className="flex items-center gap-2 font-medium" role="status">
            <Badge variant="premium">Premium</Badge>
            {user.premiumUntil
              ? `You are Premium until ${formatDayMonthYear(user.premiumUntil)}.`
              : 'You are a Premium member.'}
          </p>
        ) : trialUsed ? (
          <p className="font-medium" role="status">
            You have already used your free trial.
          </p>
        ) : (
          <Button variant="accent" size="lg" onClick={start} loading={trial.isPending}>
            Start {PREMIUM_TRIAL_DAYS}-day free trial
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
