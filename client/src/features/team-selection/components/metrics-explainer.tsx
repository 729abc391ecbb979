import { ChevronDown, Info } from 'lucide-react';
import { memo } from 'react';
import { METRICS } from '../lib/stat-tone';

/** What the card figures mean; collapsed until opened. Static: the builder's renders skip it. */
export const MetricsExplainer = memo(function MetricsExplainer() {
  return (
    <details className="group rounded-card border border-border bg-surface p-4 shadow-card">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold">
        <Info className="size-4 text-primary-soft-foreground" aria-hidden />
        What do the figures mean?
        <ChevronDown
          className="ml-auto size-4 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        {METRICS.map((metric) => (
          <div key={metric.key}>
            <dt className="font-semibold">
              {metric.label}{' '}
              <span className="font-normal text-muted-foreground">· {metric.name}</span>
            </dt>
            <dd className="text-muted-foreground">{metric.description}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold">Colours</dt>
          <dd className="text-muted-foreground">
            Green is good, gold fair, red weak; screen readers hear the same word.
          </dd>
        </div>
      </dl>
    </details>
  );
});
