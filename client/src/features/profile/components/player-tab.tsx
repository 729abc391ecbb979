import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { User } from '@contract/auth';
import { TEAM_NAME_MAX_LENGTH, teamNameRequestSchema } from '@contract/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/features/auth/api/auth-mutation-error';
import { errorProps, Field } from '@/features/auth/components/field';
import { useUpdateTeamName } from '../api/update-team-name';

export function PlayerTab({ user }: { user: User }) {
  const id = useId();
  const [teamName, setTeamName] = useState(user.teamName ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const update = useUpdateTeamName();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamNameRequestSchema.safeParse({ teamName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: (data) => {
        setTeamName(data.user.teamName ?? '');
        toast({ title: data.message, variant: 'success' });
      },
      onError: (failure) =>
        toast({
          title: 'Error',
          description: serverMessage(failure) || 'Failed to update team name',
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Settings</CardTitle>
        <CardDescription>The name shown for your teams on every leaderboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={onSubmit} noValidate aria-label="Team Settings">
          <Field
            id={`${id}-team`}
            label="Team name"
            error={error}
            hint="Names with offensive language are refused automatically."
          >
            <Input
              id={`${id}-team`}
              value={teamName}
              maxLength={TEAM_NAME_MAX_LENGTH * 2}
              onChange={(event) => setTeamName(event.target.value)}
              {...errorProps(`${id}-team`, error)}
            />
          </Field>
          <Button type="submit" loading={update.isPending}>
            <Save aria-hidden /> Save team name
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
