import { AlertTriangle, Info } from 'lucide-react';
import type { PricingWarning } from '@contract/pricing-health';
import { cn } from '@/lib/cn';
import { useCompetitionPricingHealth } from '../api/pricing-health';

/** Warnings that stop anyone picking a team; the others only ask the operator to look. */
const blocking = (warning: PricingWarning) =>
  warning.code === 'unplayable' || warning.code === 'too-few-entries';

/**
 * What the operator should know about a field before teams open (docs/rules.md#pricing-warnings):
 * the five cheapest over the budget, prices never computed, many entries without form.
 */
export function PricingWarnings({
  competitionId,
  competitionName,
}: {
  competitionId: number;
  competitionName: string;
}) {
  const health = useCompetitionPricingHealth(competitionId);
  if (!health || health.warnings.length === 0) return null;
  return (
    <ul
      aria-label={`Pricing warnings: ${competitionName}`}
      className="mt-3 grid gap-1.5 border-t border-border pt-3 text-sm"
    >
      {health.warnings.map((warning) => {
        const Icon = blocking(warning) ? AlertTriangle : Info;
        return (
          <li
            key={warning.code}
            className={cn(
              'flex items-start gap-2 rounded-lg px-2.5 py-1.5',
              blocking(warning)
                ? 'bg-destructive-soft text-destructive-text'
                : 'bg-accent-soft text-accent-text',
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{warning.message}</span>
          </li>
        );
      })}
    </ul>
  );
}
