import { BadgeCheck, KeyRound, Link2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser, VerifiedFilter } from '@contract/admin-data';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/api/get-user';
import { useSearchUsers } from '../api/search-users';
import {
  useDeleteUser,
  useGeneratePasswordLink,
  useGenerateResetLink,
  useVerifyUser,
} from '../api/user-actions';
import { copyLink } from './copy-link';
import { ListStates } from './list-states';
import { SearchField } from './search-field';
import { UserEditDialog } from './user-edit-dialog';

const filters: ReadonlyArray<{ value: VerifiedFilter; label: string }> = [
  { value: 'all', label: 'All users' },
  { value: 'verified', label: 'Verified only' },
  { value: 'unverified', label: 'Unverified only' },
];

function UserRow({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const verify = useVerifyUser();
  const passwordLink = useGeneratePasswordLink();
  const resetLink = useGenerateResetLink();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{name}</span>
          {user.isAdmin && <Badge variant="brand">Admin</Badge>}
          {user.emailVerified ? (
            <Badge variant="published">Verified</Badge>
          ) : (
            <Badge variant="draft">Unverified</Badge>
          )}
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {user.email}
          {user.teamName && ` · ${user.teamName}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!user.emailVerified && (
          <Button
            size="sm"
            variant="outline"
            loading={verify.isPending}
            aria-label={`Verify ${name}`}
            onClick={() =>
              verify.mutate(user.id, {
                onSuccess: () => toast({ title: 'User verified', variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'Failed to verify user email',
                    description: error.message,
                    variant: 'destructive',
                  }),
              })
            }
          >
            {!verify.isPending && <BadgeCheck aria-hidden />}
            Verify
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={passwordLink.isPending}
          aria-label={`Set Password for ${name}`}
          onClick={() =>
            passwordLink.mutate(user.id, {
              onSuccess: ({ verificationUrl }) =>
                void copyLink(verificationUrl, 'Password setup link'),
              onError: (error) =>
                toast({
                  title: 'Failed to generate password setup link',
                  description: error.message,
                  variant: 'destructive',
                }),
            })
          }
        >
          {!passwordLink.isPending && <KeyRound aria-hidden />}
          Set Password
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={resetLink.isPending}
          aria-label={`Reset Password for ${name}`}
          onClick={() =>
            resetLink.mutate(user.id, {
              onSuccess: ({ resetUrl }) => void copyLink(resetUrl, 'Password reset link'),
              onError: (error) =>
                toast({
                  title: 'Failed to generate password reset link',
                  description: error.message,
                  variant: 'destructive',
                }),
            })
          }
        >
          {!resetLink.isPending && <Link2 aria-hidden />}
          Reset Password
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        {!isSelf && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            className="text-destructive-text"
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Data tab: users with search, the verified filter, links, edit and delete (docs/rules.md#admin). */
export function UsersPanel() {
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<VerifiedFilter>('all');
  const users = useSearchUsers(q, filter);
  const me = useUser().user;
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search users"
          placeholder="Search users by name, email or team"
          onSearch={setQ}
        />
        <div className="space-y-1.5 sm:w-52">
          <Label htmlFor="users-verified-filter" className="sr-only">
            Filter users
          </Label>
          <Select value={filter} onValueChange={(value) => setFilter(value as VerifiedFilter)}>
            <SelectTrigger id="users-verified-filter" aria-label="Filter users">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {filters.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <ListStates query={users} label="users" empty="No users found">
        {(rows) => (
          <ul className="space-y-2" aria-label="Users">
            {rows.map((user) => (
              <li key={user.id}>
                <UserRow
                  user={user}
                  isSelf={user.id === me?.id}
                  onEdit={() => setEditing(user)}
                  onDelete={() => setDeleting(user)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editing && (
        <UserEditDialog
          user={editing}
          isSelf={editing.id === me?.id}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete user</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete &quot;{deleting?.firstName} {deleting?.lastName}&quot;
              ({deleting?.email})? Their teams, league memberships and votes are removed. This
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast({ title: 'User deleted', variant: 'success' });
                    setDeleting(null);
                  },
                  onError: (error) =>
                    toast({
                      title: 'Failed to delete user',
                      description: error.message,
                      variant: 'destructive',
                    }),
                })
              }
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
