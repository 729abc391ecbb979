import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@contract/auth';
import { TEAM_NAME_MAX_LENGTH, teamNameRequestSchema, type TeamNameRequest } from '@contract/users';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/auth-mutation-error';
import { errorProps, Field } from '@/components/ui/field';
import { useUpdateTeamName } from '../api/update-team-name';

/** Team Settings: the team name, checked by the contract as it is typed once touched. */
export function PlayerTab({ user }: { user: User }) {
  const id = useId();
  const form = useForm<{ teamName: string }, unknown, TeamNameRequest>({
    resolver: zodResolver(teamNameRequestSchema),
    defaultValues: { teamName: user.teamName ?? '' },
    mode: 'onTouched',
  });
  const error = form.formState.errors.teamName?.message;
  const update = useUpdateTeamName();

  const onSubmit = (request: TeamNameRequest) =>
    update.mutate(request, {
      onSuccess: (data) => {
        form.reset({ teamName: data.user.teamName ?? '' });
        toast({ title: data.message, variant: 'success' });
      },
      onError: (failure) =>
        toast({
          title: 'Error',
          description: serverMessage(failure) || 'Failed to update team name',
          variant: 'destructive',
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Team Settings</CardTitle>
        <CardDescription>The name shown for your teams on every leaderboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          noValidate
          aria-label="Team Settings"
        >
          <Field
            id={`${id}-team`}
            label="Team name"
            error={error}
            hint="Names with offensive language are refused automatically."
          >
            <Input
              id={`${id}-team`}
              maxLength={TEAM_NAME_MAX_LENGTH * 2}
              {...form.register('teamName')}
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
