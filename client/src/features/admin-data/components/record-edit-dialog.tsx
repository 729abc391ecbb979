import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export type FieldSpec = {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'select';
  options?: readonly string[];
  placeholder?: string;
  maxLength?: number;
};

/** What the inputs hold: text for every field; the form's schema turns it into the request. */
export type FormValues = Record<string, string>;

/**
 * Edit (or create) dialog for a rider, horse or venue (docs/rules.md#admin): the contract's update schema
 * validates the fields, so the name is required ("Name is required") and every other field
 * shows the server's own message under it.
 */
export function RecordEditDialog<Request>({
  title,
  description,
  fields,
  initial,
  schema,
  saving,
  submitLabel = 'Save',
  onSave,
  onOpenChange,
}: {
  title: string;
  description?: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  schema: z.ZodType<Request, FormValues>;
  saving: boolean;
  submitLabel?: string;
  onSave: (request: Request) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<FormValues, unknown, Request>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const id = useId();
  const { errors } = form.formState;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => void form.handleSubmit(onSave)(event)}
          noValidate
        >
          {fields.map((field) => {
            const fieldId = `${id}-${field.key}`;
            const error = errors[field.key]?.message;
            const common = {
              id: fieldId,
              maxLength: field.maxLength,
              placeholder: field.placeholder,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${fieldId}-error` : undefined,
              ...form.register(field.key),
            };
            const wide = field.kind === 'textarea' || field.key === 'name';
            return (
              <div key={field.key} className={wide ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
                <Label htmlFor={fieldId}>
                  {field.label}
                  {field.key === 'name' && <span aria-hidden> *</span>}
                </Label>
                {field.kind === 'textarea' ? (
                  <Textarea {...common} rows={4} />
                ) : field.kind === 'select' ? (
                  <select {...common} className={`${fieldClasses} h-11`}>
                    <option value="">Not set</option>
                    {field.options?.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Input
                    {...common}
                    type={field.kind === 'number' ? 'number' : 'text'}
                    inputMode={field.kind === 'number' ? 'numeric' : undefined}
                    required={field.key === 'name'}
                  />
                )}
                {error && (
                  <p id={`${fieldId}-error`} className="text-xs text-destructive-text">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** '' becomes null, the way the server reads an empty field. */
export const orNull = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
