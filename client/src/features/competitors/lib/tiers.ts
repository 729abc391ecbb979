import type { FiveTier, Tier } from '@contract/competitors';

/** Colour and a word for each tier, so colour is never the only signal. */
export const tierStyle: Record<Tier, { className: string; label: string }> = {
  good: { className: 'bg-success/15 text-foreground ring-success/60', label: 'Good' },
  fair: { className: 'bg-accent-soft text-accent-text ring-accent/40', label: 'Fair' },
  poor: {
    className: 'bg-destructive-soft text-destructive-text ring-destructive/30',
    label: 'Poor',
  },
};

export const fiveTierStyle: Record<FiveTier, { className: string; label: string }> = {
  1: { className: 'bg-success/15 text-foreground ring-success/60', label: 'Excellent' },
  2: { className: 'bg-primary-soft text-primary-soft-foreground ring-primary/30', label: 'Strong' },
  3: { className: 'bg-accent-soft text-accent-text ring-accent/40', label: 'Average' },
  4: { className: 'bg-muted text-foreground ring-border', label: 'Below average' },
  5: { className: 'bg-destructive-soft text-destructive-text ring-destructive/30', label: 'Weak' },
};
