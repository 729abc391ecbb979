import type { PasswordStrength } from '@contract/password-strength';
import { cn } from '@/lib/cn';

const barColours = [
  'bg-destructive',
  'bg-destructive',
  'bg-accent',
  'bg-success',
  'bg-success',
] as const;

/**
 * Four bars and a word for how hard the password is to guess, with zxcvbn's advice while it is
 * too weak. The word and the advice carry the meaning; the colour only repeats it.
 */
export function PasswordStrengthMeter({
  id,
  strength,
}: {
  id: string;
  strength: PasswordStrength | null;
}) {
  const filled = strength ? Math.max(1, strength.score) : 0;
  return (
    <div id={id} className="space-y-1.5" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-muted transition-colors motion-reduce:transition-none',
              strength && bar <= filled && barColours[strength.score],
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {strength ? (
          <>
            Password strength: <span className="font-medium text-foreground">{strength.label}</span>
            {strength.message && <span className="block">{strength.message}</span>}
          </>
        ) : (
          'Password strength: type a password to see how hard it is to guess.'
        )}
      </p>
    </div>
  );
}
