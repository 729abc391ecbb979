import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { AdminAthlete } from '@contract/admin-data';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Flag } from '@/components/ui/flag';
import { toast } from '@/components/ui/toast-store';
import { useSearchAthletes, useUpdateAthlete } from '../api/master-data';
import { ListStates } from './list-states';
import { RecordEditDialog, orNull, type FieldSpec } from './record-edit-dialog';
import { SearchField } from './search-field';

const fields: FieldSpec[] = [
  { key: 'name', label: 'Name', maxLength: 100 },
  { key: 'nationality', label: 'Nationality', placeholder: 'GBR', maxLength: 3 },
  { key: 'profileImageUrl', label: 'Profile image URL', maxLength: 2000 },
  { key: 'biography', label: 'Biography', kind: 'textarea', maxLength: 10000 },
];

/** Data tab: riders, searchable by name or nationality, each with an edit dialog. */
export function AthletesPanel() {
  const [q, setQ] = useState('');
  const athletes = useSearchAthletes(q);
  const save = useUpdateAthlete();
  const [editing, setEditing] = useState<AdminAthlete | null>(null);

  return (
    <div className="space-y-4">
      <SearchField
        label="Search athletes"
        placeholder="Search athletes by name or nationality"
        onSearch={setQ}
      />
      <ListStates query={athletes} label="athletes" empty="No athletes found">
        {(rows) => (
          <ul className="space-y-2" aria-label="Athletes">
            {rows.map((athlete) => (
              <li key={athlete.id}>
                <Card className="flex items-center justify-between gap-3 p-3 sm:p-4">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-medium">
                      {athlete.nationality && <Flag code={athlete.nationality} size="sm" />}
                      <span className="truncate">{athlete.name}</span>
                    </p>
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {[athlete.nationality, athlete.birthDate && `Born ${athlete.birthDate}`]
                        .filter(Boolean)
                        .join(' · ') || 'No details yet'}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(athlete)}
                    aria-label={`Edit ${athlete.name}`}
                  >
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editing && (
        <RecordEditDialog
          title="Edit Athlete"
          fields={fields}
          initial={{
            name: editing.name,
            nationality: editing.nationality ?? '',
            profileImageUrl: editing.profileImageUrl ?? '',
            biography: editing.biography ?? '',
          }}
          saving={save.isPending}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(values) =>
            save.mutate(
              {
                id: editing.id,
                input: {
                  name: values.name ?? '',
                  nationality: orNull(values.nationality),
                  profileImageUrl: orNull(values.profileImageUrl),
                  biography: orNull(values.biography),
                },
              },
              {
                onSuccess: () => {
                  toast({ title: 'Athlete updated', variant: 'success' });
                  setEditing(null);
                },
                onError: (error) =>
                  toast({
                    title: 'Failed to update athlete',
                    description: error.message,
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      )}
    </div>
  );
}
