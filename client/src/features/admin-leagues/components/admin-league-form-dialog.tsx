import { useState, type FormEvent } from 'react';
import type { AdminLeague } from '@contract/admin-leagues';
import {
  JOIN_CODE_LENGTH,
  LEAGUE_MAX_MEMBERS_FORM_DEFAULT,
  LEAGUE_MAX_MEMBERS_MAX,
  LEAGUE_MAX_MEMBERS_MIN,
} from '@contract/constants';
import { LEAGUE_LIMITS } from '@contract/leagues';
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
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api';
import { normalizeJoinCode } from '@/lib/league-messages';
import { useSaveAdminLeague } from '../api/save-admin-league';
import { useJoinCodeAvailability } from '../api/validate-join-code';
import { maxMembersError, parseMaxMembers } from '../lib/league-form';

type CodeCheck = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

export interface AdminLeagueFormDialogProps {
  /** The league being edited; null to create one. */
  league: AdminLeague | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create or edit any league: name, join code (checked for availability), maxMembers, description, isPrivate. */
export function AdminLeagueFormDialog({ league, open, onOpenChange }: AdminLeagueFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && (
          <AdminLeagueForm
            key={league?.id ?? 'new'}
            league={league}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Checks a complete code once it reaches 4 characters; an unchanged code needs no check. */
function useJoinCodeCheck(code: string, league: AdminLeague | null): CodeCheck {
  const needed = code.length === JOIN_CODE_LENGTH && code !== league?.joinCode;
  const query = useJoinCodeAvailability(code, league?.id ?? null, needed);
  if (!needed) return 'idle';
  if (query.isPending) return 'checking';
  if (query.isError) return 'failed';
  return query.data.available ? 'available' : 'taken';
}

function AdminLeagueForm({ league, onDone }: { league: AdminLeague | null; onDone: () => void }) {
  const [name, setName] = useState(league?.name ?? '');
  const [joinCode, setJoinCode] = useState(league?.joinCode ?? '');
  const [maxMembers, setMaxMembers] = useState(
    String(league?.maxMembers ?? LEAGUE_MAX_MEMBERS_FORM_DEFAULT),
  );
  const [description, setDescription] = useState(league?.description ?? '');
  const [isPrivate, setIsPrivate] = useState(league?.isPrivate ?? true);
  const [serverCodeTaken, setServerCodeTaken] = useState<string | null>(null);
  const save = useSaveAdminLeague();
  const check = useJoinCodeCheck(joinCode, league);

  const lengthError =
    (joinCode.length > 0 || league !== null) && joinCode.length !== JOIN_CODE_LENGTH
      ? 'Join code must be exactly 4 characters'
      : null;
  const codeError =
    lengthError ??
    (check === 'taken' || serverCodeTaken === joinCode
      ? 'This join code is already taken'
      : check === 'failed'
        ? 'Failed to validate join code'
        : null);
  const members = parseMaxMembers(maxMembers);
  const membersError = maxMembersError(members);
  const blocked =
    name.trim() === '' || codeError !== null || membersError !== null || check === 'checking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const trimmedDescription = description.trim();
    const input = {
      name: name.trim(),
      joinCode: joinCode === '' ? undefined : joinCode,
      maxMembers: members,
      isPrivate,
      ...(trimmedDescription ? { description: trimmedDescription } : {}),
    };
    const failure = league ? 'Failed to update league' : 'Failed to create league';
    save.mutate(
      { id: league?.id ?? null, input },
      {
        onSuccess: () => {
          toast({
            title: league ? 'League updated successfully' : 'League created successfully',
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error, 409)) setServerCodeTaken(joinCode);
          toast({
            title: failure,
            description: error.message.replace(/^\d{3}: /, ''),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{league ? 'Edit League' : 'Create League'}</DialogTitle>
        <DialogDescription>
          {league
            ? `${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'}`
            : 'Leave the join code empty to generate one.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-league-name">Name</Label>
        <Input
          id="admin-league-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LEAGUE_LIMITS.name}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-league-code">Join code</Label>
          <Input
            id="admin-league-code"
            value={joinCode}
            onChange={(event) => setJoinCode(normalizeJoinCode(event.target.value))}
            maxLength={JOIN_CODE_LENGTH}
            autoComplete="off"
            spellCheck={false}
            className="font-mono tracking-widest uppercase"
            aria-invalid={codeError !== null}
            aria-describedby="admin-league-code-status"
          />
          <p
            id="admin-league-code-status"
            role={codeError ? 'alert' : undefined}
            className={codeError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          >
            {codeError ??
              (check === 'checking'
                ? 'Checking…'
                : check === 'available'
                  ? 'Join code is available'
                  : '\u00a0')}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-league-max">Max members</Label>
          <Input
            id="admin-league-max"
            type="number"
            inputMode="numeric"
            min={LEAGUE_MAX_MEMBERS_MIN}
            max={LEAGUE_MAX_MEMBERS_MAX}
            value={maxMembers}
            onChange={(event) => setMaxMembers(event.target.value)}
            aria-invalid={membersError !== null}
            aria-describedby="admin-league-max-status"
          />
          <p
            id="admin-league-max-status"
            className={membersError ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
          >
            {membersError ?? `${LEAGUE_MAX_MEMBERS_MIN} to ${LEAGUE_MAX_MEMBERS_MAX}`}
          </p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-league-description">Description</Label>
        <Textarea
          id="admin-league-description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={LEAGUE_LIMITS.description}
          rows={3}
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch id="admin-league-private" checked={isPrivate} onCheckedChange={setIsPrivate} />
        <Label htmlFor="admin-league-private">Private league</Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={blocked} loading={save.isPending}>
          {league ? 'Save Changes' : 'Create League'}
        </Button>
      </DialogFooter>
    </form>
  );
}
