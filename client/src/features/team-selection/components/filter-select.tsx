import { Suspense, useState, type ReactNode } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/cn';

export type FilterOption = { value: string; label: ReactNode };

/**
 * One of the builder's filters as a Radix Select whose options mount only while it is open (as
 * the sort control does, decision 034): the page's hydration and a pick never render them.
 */
export function FilterSelect({
  label,
  value,
  display,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  /** What the trigger shows for the current value. */
  display: ReactNode;
  options: () => readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Suspense>
      <Select value={value} onValueChange={onChange} open={open} onOpenChange={setOpen}>
        <SelectTrigger aria-label={label} className={cn('h-10', className)}>
          <SelectValue>{display}</SelectValue>
        </SelectTrigger>
        {open && (
          <SelectContent>
            {options().map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        )}
      </Select>
    </Suspense>
  );
}
