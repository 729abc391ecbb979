import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { AdminVenue } from '@contract/admin-data';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Flag } from '@/components/ui/flag';
import { toast } from '@/components/ui/toast-store';
import { useSearchVenues, useUpdateVenue } from '../api/master-data';
import { ListStates } from './list-states';
import { RecordEditDialog, orNull, type FieldSpec } from './record-edit-dialog';
import { SearchField } from './search-field';

const fields: FieldSpec[] = [
  { key: 'name', label: 'Name', maxLength: 100 },
  { key: 'location', label: 'Location', maxLength: 200 },
  { key: 'country', label: 'Country', maxLength: 100 },
  { key: 'imageUrl', label: 'Image URL', maxLength: 2000 },
  { key: 'description', label: 'Description', kind: 'textarea', maxLength: 10000 },
];

/** Data tab: venues, searchable by name, location or country. */
export function VenuesPanel() {
  const [q, setQ] = useState('');
  const venues = useSearchVenues(q);
  const save = useUpdateVenue();
  const [editing, setEditing] = useState<AdminVenue | null>(null);

  return (
    <div className="space-y-4">
      <SearchField
        label="Search venues"
        placeholder="Search venues by name, location or country"
        onSearch={setQ}
      />
      <ListStates query={venues} label="venues" empty="No venues found">
        {(rows) => (
          <ul className="space-y-2" aria-label="Venues">
            {rows.map((venue) => (
              <li key={venue.id}>
                <Card className="flex items-center justify-between gap-3 p-3 sm:p-4">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-medium">
                      {venue.country && <Flag code={venue.country} size="sm" />}
                      <span className="truncate">{venue.name}</span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {[venue.location, venue.country].filter(Boolean).join(' · ') ||
                        'No details yet'}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(venue)}
                    aria-label={`Edit ${venue.name}`}
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
          title="Edit Venue"
          fields={fields}
          initial={{
            name: editing.name,
            location: editing.location ?? '',
            country: editing.country ?? '',
            imageUrl: editing.imageUrl ?? '',
            description: editing.description ?? '',
          }}
          saving={save.isPending}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(values) =>
            save.mutate(
              {
                id: editing.id,
                input: {
                  name: values.name ?? '',
                  location: orNull(values.location),
                  country: orNull(values.country),
                  imageUrl: orNull(values.imageUrl),
                  description: orNull(values.description),
                },
              },
              {
                onSuccess: () => {
                  toast({ title: 'Venue updated', variant: 'success' });
                  setEditing(null);
                },
                onError: (error) =>
                  toast({
                    title: 'Failed to update venue',
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
