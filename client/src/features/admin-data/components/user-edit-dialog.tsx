import { useId, useState, type FormEvent } from 'react';
import type { AdminUser, UserUpdate } from '@contract/admin-data';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { useUpdateUser } from '../api/user-actions';

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  nationality: string;
  emailVerified: boolean;
  isAdmin: boolean;
};

/** Edit a user, including the email-verified and administrator flags (001 §2 Data tab). */
export function UserEditDialog({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    nationality: user.nationality ?? '',
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
  });
  const [missing, setMissing] = useState<string[]>([]);
  const save = useUpdateUser();
  const id = useId();
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = (['firstName', 'lastName', 'email'] as const).filter(
      (key) => form[key].trim() === '',
    );
    setMissing(empty);
    if (empty.length > 0) return;
    const input: UserUpdate = { ...form, nationality: form.nationality.trim() || null };
    save.mutate(
      { id: user.id, input },
      {
        onSuccess: () => {
          toast({ title: 'User updated', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update user',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  };

  const text = (
    key: 'firstName' | 'lastName' | 'email' | 'nationality',
    label: string,
    extra: object = {},
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={missing.includes(key) || undefined}
        aria-describedby={missing.includes(key) ? `${id}-${key}-error` : undefined}
        {...extra}
      />
      {missing.includes(key) && (
        <p id={`${id}-${key}-error`} className="text-xs text-destructive-text">
          {label} is required
        </p>
      )}
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          {text('firstName', 'First name', { maxLength: 100, autoComplete: 'off' })}
          {text('lastName', 'Last name', { maxLength: 100, autoComplete: 'off' })}
          <div className="sm:col-span-2">
            {text('email', 'Email', { type: 'email', maxLength: 254, autoComplete: 'off' })}
          </div>
          {text('nationality', 'Nationality', { maxLength: 3, placeholder: 'GBR' })}
          <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-3 sm:col-span-2">
            <Label htmlFor={`${id}-verified`}>Email verified</Label>
            <Switch
              id={`${id}-verified`}
              checked={form.emailVerified}
              onCheckedChange={(v) => set('emailVerified', v)}
            />
          </div>
          <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-3 sm:col-span-2">
            <div className="space-y-1">
              <Label htmlFor={`${id}-admin`}>Administrator</Label>
              {isSelf && (
                <p className="text-xs text-muted-foreground" id={`${id}-admin-note`}>
                  You cannot remove your own administrator privileges.
                </p>
              )}
            </div>
            <Switch
              id={`${id}-admin`}
              checked={form.isAdmin}
              disabled={isSelf}
              aria-describedby={isSelf ? `${id}-admin-note` : undefined}
              onCheckedChange={(v) => set('isAdmin', v)}
            />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
