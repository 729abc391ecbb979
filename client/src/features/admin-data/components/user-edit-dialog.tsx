import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { userUpdateSchema, type AdminUser, type UserUpdate } from '@contract/admin-data';
import { CountrySelect } from '@/components/shared/country-select';
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

const filled = (message: string) => z.string().refine((value) => value.trim() !== '', message);

/**
 * The dialog's fields: the three required ones say so in the form's words, then the values are
 * validated by the contract's `userUpdateSchema`, the one the server uses.
 */
const userFormSchema = z
  .object({
    firstName: filled('First name is required'),
    lastName: filled('Last name is required'),
    email: filled('Email is required'),
    nationality: z.string(),
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
  })
  .transform((form): UserUpdate => ({ ...form, nationality: form.nationality.trim() || null }))
  .pipe(userUpdateSchema);
type Form = z.input<typeof userFormSchema>;

/** Edit a user, including the email-verified and administrator flags (docs/rules.md#admin). */
export function UserEditDialog({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}) {
  const form = useForm<Form, unknown, UserUpdate>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      nationality: user.nationality ?? '',
      emailVerified: user.emailVerified,
      isAdmin: user.isAdmin,
    },
  });
  const { errors } = form.formState;
  const save = useUpdateUser();
  const id = useId();

  const submit = (input: UserUpdate) => {
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

  const text = (key: 'firstName' | 'lastName' | 'email', label: string, extra: object = {}) => {
    const error = errors[key]?.message;
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-${key}`}>{label}</Label>
        <Input
          id={`${id}-${key}`}
          {...form.register(key)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          {...extra}
        />
        {error && (
          <p id={`${id}-${key}-error`} className="text-xs text-destructive-text">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          noValidate
        >
          {text('firstName', 'First name', { maxLength: 100, autoComplete: 'off' })}
          {text('lastName', 'Last name', { maxLength: 100, autoComplete: 'off' })}
          <div className="sm:col-span-2">
            {text('email', 'Email', { type: 'email', maxLength: 254, autoComplete: 'off' })}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-nationality`}>Nationality</Label>
            <Controller
              control={form.control}
              name="nationality"
              render={({ field }) => (
                <CountrySelect
                  id={`${id}-nationality`}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={false}
                  placeholder="Choose a nationality"
                />
              )}
            />
          </div>
          <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-3 sm:col-span-2">
            <Label htmlFor={`${id}-verified`}>Email verified</Label>
            <Controller
              control={form.control}
              name="emailVerified"
              render={({ field }) => (
                <Switch
                  id={`${id}-verified`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
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
            <Controller
              control={form.control}
              name="isAdmin"
              render={({ field }) => (
                <Switch
                  id={`${id}-admin`}
                  checked={field.value}
                  disabled={isSelf}
                  aria-describedby={isSelf ? `${id}-admin-note` : undefined}
                  onCheckedChange={field.onChange}
                />
              )}
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
