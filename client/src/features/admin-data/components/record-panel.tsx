import { Pencil, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Flag } from '@/components/ui/flag';
import { toast } from '@/components/ui/toast-store';
import { ListStates } from './list-states';
import { RecordEditDialog, type FieldSpec, type FormValues } from './record-edit-dialog';
import { SearchField } from './search-field';

type RecordRow = { id: number; name: string };

type SearchQuery<Row> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: Row[] | undefined;
  refetch: () => unknown;
};

type Update<Request> = {
  isPending: boolean;
  mutate: (
    variables: { id: number; input: Request },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
};

type Create<Request> = {
  isPending: boolean;
  mutate: (
    variables: { input: Request },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
};

/** One kind of master record (athlete, horse, venue): how to find, show and edit it. */
export type RecordKind<Row extends RecordRow, Request> = {
  /** Singular, capitalised: "Athlete" gives "Edit Athlete", "Athlete updated". */
  noun: string;
  /** Plural, lower case: "athletes" gives "Search athletes", "No athletes found". */
  plural: string;
  searchPlaceholder: string;
  fields: readonly FieldSpec[];
  /** The form's values to the update request, validated by the contract's update schema. */
  schema: z.ZodType<Request, FormValues>;
  initial: (row: Row) => FormValues;
  /** The line under the name, or '' for "No details yet". */
  details: (row: Row) => ReactNode;
  flag?: (row: Row) => string | null;
  useSearch: (q: string) => SearchQuery<Row>;
  useUpdate: () => Update<Request>;
  /** Kinds the operator may add from here (venues): the create call and its toast. */
  create?: { useCreate: () => Create<Request>; created: string; empty: FormValues };
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Create Venue": the edit dialog, empty, sending a create. */
function CreateRecord<Row extends RecordRow, Request>({
  kind,
  create,
}: {
  kind: RecordKind<Row, Request>;
  create: NonNullable<RecordKind<Row, Request>['create']>;
}) {
  const [open, setOpen] = useState(false);
  const mutation = create.useCreate();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        Create {kind.noun}
      </Button>
      {open && (
        <RecordEditDialog
          title={`Create ${kind.noun}`}
          fields={kind.fields}
          initial={create.empty}
          schema={kind.schema}
          saving={mutation.isPending}
          submitLabel={`Create ${kind.noun}`}
          onOpenChange={setOpen}
          onSave={(input) =>
            mutation.mutate(
              { input },
              {
                onSuccess: () => {
                  toast({ title: create.created, variant: 'success' });
                  setOpen(false);
                },
                onError: (error) =>
                  toast({
                    title: `Failed to create ${kind.noun.toLowerCase()}`,
                    description: error.message,
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      )}
    </>
  );
}

/** A Data sub-tab: search the records of one kind, list them, edit one in a dialog. */
export function RecordPanel<Row extends RecordRow, Request>({
  kind,
}: {
  kind: RecordKind<Row, Request>;
}) {
  const [q, setQ] = useState('');
  const rows = kind.useSearch(q);
  const save = kind.useUpdate();
  const [editing, setEditing] = useState<Row | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <SearchField
            label={`Search ${kind.plural}`}
            placeholder={kind.searchPlaceholder}
            onSearch={setQ}
          />
        </div>
        {kind.create && <CreateRecord kind={kind} create={kind.create} />}
      </div>
      <ListStates query={rows} label={kind.plural} empty={`No ${kind.plural} found`}>
        {(found) => (
          <ul className="space-y-2" aria-label={capitalise(kind.plural)}>
            {found.map((row) => {
              const flag = kind.flag?.(row);
              return (
                <li key={row.id}>
                  <Card className="flex items-center justify-between gap-3 p-3 sm:p-4">
                    <div className="min-w-0">
                      <p className="flex items-center gap-2 font-medium">
                        {flag && <Flag code={flag} size="sm" />}
                        <span className="truncate">{row.name}</span>
                      </p>
                      <p className="text-sm text-muted-foreground tabular-nums">
                        {kind.details(row) || 'No details yet'}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(row)}
                      aria-label={`Edit ${row.name}`}
                    >
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
      {editing && (
        <RecordEditDialog
          title={`Edit ${kind.noun}`}
          fields={kind.fields}
          initial={kind.initial(editing)}
          schema={kind.schema}
          saving={save.isPending}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(input) =>
            save.mutate(
              { id: editing.id, input },
              {
                onSuccess: () => {
                  toast({ title: `${kind.noun} updated`, variant: 'success' });
                  setEditing(null);
                },
                onError: (error) =>
                  toast({
                    title: `Failed to update ${kind.noun.toLowerCase()}`,
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
