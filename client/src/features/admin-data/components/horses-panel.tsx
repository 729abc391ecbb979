import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { HORSE_SEXES, type AdminHorse, type HorseSex } from '@contract/admin-data';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { useSearchHorses, useUpdateHorse } from '../api/master-data';
import { ListStates } from './list-states';
import { RecordEditDialog, orNull, type FieldSpec } from './record-edit-dialog';
import { SearchField } from './search-field';

const fields: FieldSpec[] = [
  { key: 'name', label: 'Name', maxLength: 100 },
  { key: 'yob', label: 'Year of birth', kind: 'number' },
  { key: 'sex', label: 'Sex', kind: 'select', options: HORSE_SEXES },
  { key: 'color', label: 'Colour', maxLength: 100 },
  { key: 'sire', label: 'Sire', maxLength: 200 },
  { key: 'dam', label: 'Dam', maxLength: 200 },
];

const sexOf = (value: string | undefined): HorseSex | null =>
  HORSE_SEXES.find((sex) => sex === value) ?? null;

/** Data tab: horses with sex, sire and dam, searchable by name or breeding. */
export function HorsesPanel() {
  const [q, setQ] = useState('');
  const horses = useSearchHorses(q);
  const save = useUpdateHorse();
  const [editing, setEditing] = useState<AdminHorse | null>(null);

  return (
    <div className="space-y-4">
      <SearchField
        label="Search horses"
        placeholder="Search horses by name, sire or dam"
        onSearch={setQ}
      />
      <ListStates query={horses} label="horses" empty="No horses found">
        {(rows) => (
          <ul className="space-y-2" aria-label="Horses">
            {rows.map((horse) => (
              <li key={horse.id}>
                <Card className="flex items-center justify-between gap-3 p-3 sm:p-4">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{horse.name}</p>
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {[horse.sex, horse.yob, horse.color].filter(Boolean).join(' · ') ||
                        'No details yet'}
                      {(horse.sire || horse.dam) && ` · ${horse.sire ?? '?'} × ${horse.dam ?? '?'}`}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(horse)}
                    aria-label={`Edit ${horse.name}`}
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
          title="Edit Horse"
          fields={fields}
          initial={{
            name: editing.name,
            yob: editing.yob === null ? '' : String(editing.yob),
            sex: editing.sex ?? '',
            color: editing.color ?? '',
            sire: editing.sire ?? '',
            dam: editing.dam ?? '',
          }}
          saving={save.isPending}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(values) => {
            const yob = orNull(values.yob);
            save.mutate(
              {
                id: editing.id,
                input: {
                  name: values.name ?? '',
                  yob: yob === null ? null : Number(yob),
                  sex: sexOf(values.sex),
                  color: orNull(values.color),
                  sire: orNull(values.sire),
                  dam: orNull(values.dam),
                },
              },
              {
                onSuccess: () => {
                  toast({ title: 'Horse updated', variant: 'success' });
                  setEditing(null);
                },
                onError: (error) =>
                  toast({
                    title: 'Failed to update horse',
                    description: error.message,
                    variant: 'destructive',
                  }),
              },
            );
          }}
        />
      )}
    </div>
  );
}
