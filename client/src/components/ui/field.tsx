import type { ReactNode } from 'react';
import { Label } from './label';

/** A labelled form field with its error under it, announced to screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs wrap-anywhere text-muted-foreground">{hint}</p>}
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium wrap-anywhere text-destructive-text"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria props that tie an input to its Field error. */
export const errorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** First message per field of a failed zod parse. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
