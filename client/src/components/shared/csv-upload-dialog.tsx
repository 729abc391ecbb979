import { FileSpreadsheet } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CSV_UPLOAD, IMPORT_MESSAGES } from '@contract/imports';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';

type Upload<T> = {
  mutate: (
    file: File,
    options: { onSuccess: (result: T) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  reset: () => void;
};

/** A file that is not .csv, or is larger than the limit, is refused before it is sent. */
export function checkCsvFile(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return IMPORT_MESSAGES.onlyCsv;
  if (file.size > CSV_UPLOAD.maxBytes) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/**
 * Choose a .csv file, send it with a progress indicator, then show the result summary.
 * Failures show the import's failure toast (e.g. 'Failed to import athletes') and the server's message.
 */
export function CsvUploadDialog<T>({
  open,
  onOpenChange,
  title,
  description,
  columns,
  actionLabel,
  failureTitle,
  upload,
  renderResult,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  columns: readonly string[];
  actionLabel: string;
  failureTitle: string;
  upload: Upload<T>;
  renderResult: (result: T) => ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setProblem(null);
      setResult(null);
      upload.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose a .csv file first.');
      return;
    }
    const refused = checkCsvFile(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: setResult,
      onError: (error) => {
        setProblem(error.message);
        toast({ title: failureTitle, description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {result === null ? (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <p className="text-sm text-muted-foreground">
              Columns:{' '}
              {columns.map((column, index) => (
                <span key={column}>
                  {index > 0 && ', '}
                  <code className="rounded bg-muted px-1 py-0.5 text-xs">{column}</code>
                </span>
              ))}
            </p>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-file`}>CSV file</Label>
              <input
                ref={input}
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv"
                aria-invalid={problem !== null || undefined}
                aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
                disabled={upload.isPending}
                className="block w-full cursor-pointer rounded-xl border border-input bg-surface text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-muted file:px-4 file:py-2.5 file:font-medium"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
              {/* What the server reads (docs/decisions/040-files-as-spreadsheets-save-them.md). */}
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                A .csv with a header row, at most {CSV_UPLOAD.maxLabel}: UTF-8, UTF-16 or a Windows
                code page; commas, semicolons or tabs; 2,5 for 2.5 when not comma-separated.
              </p>
              {problem && (
                <p id={`${id}-problem`} role="alert" className="text-sm text-destructive-text">
                  {problem}
                </p>
              )}
            </div>
            {upload.isPending && (
              <div className="space-y-1.5" aria-live="polite">
                <div
                  role="progressbar"
                  aria-label={`${actionLabel} in progress`}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div className="h-full w-1/3 animate-progress rounded-full bg-primary" />
                </div>
                <p className="text-sm text-muted-foreground">
                  {actionLabel} {file?.name}…
                </p>
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={upload.isPending}>
                {!upload.isPending && <FileSpreadsheet aria-hidden />}
                {actionLabel}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="grid gap-4">
            <div aria-live="polite">{renderResult(result)}</div>
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
