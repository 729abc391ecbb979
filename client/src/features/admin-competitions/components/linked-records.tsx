import type { LinkedRecord } from '@contract/imports';

const HOW: Record<LinkedRecord['by'], string> = {
  fei_id: 'by FEI id',
  name: 'by name',
  name_and_rider: 'by name, with its rider',
};

/**
 * The start list's riders and horses that were linked to records already stored, so the operator
 * can spot a wrong link (a new horse with another's name) before the entries are scored.
 */
export function LinkedRecords({ linked }: { linked: readonly LinkedRecord[] }) {
  if (linked.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Every rider and horse in the file was new: nothing was linked to a stored record.
      </p>
    );
  }
  return (
    <section aria-labelledby="linked-records-title" className="space-y-1.5">
      <h3 id="linked-records-title" className="text-sm font-semibold">
        Linked to stored records{' '}
        <span className="text-muted-foreground tabular-nums">({linked.length})</span>
      </h3>
      <div className="max-h-56 overflow-y-auto rounded-lg border border-border">
        <table className="w-full text-xs">
          <caption className="sr-only">
            Names in the file linked to stored riders and horses
          </caption>
          <thead className="sticky top-0 bg-surface-raised text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Line
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                In the file
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Linked to
              </th>
            </tr>
          </thead>
          <tbody>
            {linked.map((record) => (
              <tr
                key={`${record.rowIndex}-${record.kind}`}
                className="border-t border-border"
                data-testid="linked-record"
              >
                <td className="px-2 py-1 text-right tabular-nums">{record.rowIndex}</td>
                <td className="px-2 py-1">
                  <span className="text-muted-foreground">
                    {record.kind === 'rider' ? 'Rider' : 'Horse'}{' '}
                  </span>
                  {record.name}
                </td>
                <td className="px-2 py-1">
                  {record.linkedTo}{' '}
                  <span className="text-muted-foreground">({HOW[record.by]})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
