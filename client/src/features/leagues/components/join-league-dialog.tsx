import { useForm, useWatch } from 'react-hook-form';
import { JOIN_CODE_LENGTH } from '@contract/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorProps, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useJoinLeague } from '../api/join-league';
import { joinFailureMessage, normalizeJoinCode } from '@/lib/league-messages';

export interface JoinLeagueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Join a private league with its 4-character code (upper-cased as typed). */
export function JoinLeagueDialog({ open, onOpenChange }: JoinLeagueDialogProps) {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const join = useJoinLeague('path');
  const codeError = form.formState.errors.code?.message;

  const close = (next: boolean) => {
    if (!next) form.reset({ code: '' });
    onOpenChange(next);
  };

  const submit = () => {
    if (code.length !== JOIN_CODE_LENGTH) return;
    join.mutate(code, {
      onSuccess: () => {
        toast({ title: 'Joined league successfully!', variant: 'success' });
        close(false);
      },
      // Said under the field, which keeps the cursor: a toast over the dialog would take the
      // first Escape and tie the message to nothing.
      onError: (error) =>
        form.setError('code', { message: joinFailureMessage(error) }, { shouldFocus: true }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={(event) => void form.handleSubmit(submit)(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Join League</DialogTitle>
            <DialogDescription>Enter the 4-character code you were given.</DialogDescription>
          </DialogHeader>
          <Field id="join-code" label="Join code" error={codeError}>
            <Input
              id="join-code"
              {...form.register('code', {
                // Upper-cased and cut to the code's length as it is typed.
                setValueAs: normalizeJoinCode,
                onChange: (event: { target: { value: string } }) => {
                  form.setValue('code', normalizeJoinCode(event.target.value));
                  form.clearErrors('code');
                },
              })}
              {...errorProps('join-code', codeError)}
              maxLength={JOIN_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD"
              className="text-center font-mono text-2xl tracking-[0.5em] uppercase"
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={code.length !== JOIN_CODE_LENGTH}
              loading={join.isPending}
            >
              Join
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
