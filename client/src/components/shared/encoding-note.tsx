import { encodingNote } from '@contract/imports';

/**
 * Which encoding an uploaded file was read in, so names read in the wrong code page can be
 * noticed (decision 040). Every CSV upload's outcome shows it.
 */
export function EncodingNote({ encoding }: { encoding: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="import-encoding">
      {encodingNote(encoding)}
    </p>
  );
}
