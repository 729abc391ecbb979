import { useId, useState, type FormEvent } from 'react';
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

export type FormValues = Record<string, string>;

/**
 * Edit dialog for a rider, horse or venue (001 §5 admin edit forms): name is required, other
 * fields are free. Values are strings; the caller turns them into the request.
 */
export function RecordEditDialog({
  title,
  description,
  fields,
  initial,
  saving,
  onSave,
  onOpenChange,
}: {
  title: string;
  description?: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  saving: boolean;
  onSave: (values: FormValues) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = (values.name ?? '').trim() === '';
    setNameMissing(missing);
    if (!missing) onSave(values);
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          {fields.map((field) => {
            const fieldId = `${id}-${field.key}`;
            const invalid = field.key === 'name' && nameMissing;
            const common = {
              id: fieldId,
              value: values[field.key] ?? '',
              maxLength: field.maxLength,
              placeholder: field.placeholder,
              'aria-invalid': invalid || undefined,
              'aria-describedby': invalid ? `${fieldId}-error` : undefined,
              onChange: (event: { target: { value: string } }) => {
                if (field.key === 'name') setNameMissing(false);
                setValues((current) => ({ ...current, [field.key]: event.target.value }));
              },
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
                {invalid && (
                  <p id={`${fieldId}-error`} className="text-xs text-destructive-text">
                    Name is required
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
              Save
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
