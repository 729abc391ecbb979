import { ChartLine, Trophy, Users, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const steps: ReadonlyArray<{ icon: LucideIcon; title: string; text: string; to?: string }> = [
  {
    icon: Wallet,
    title: 'Create Team',
    text: 'Pick five horse-and-rider combinations within your 10m budget.',
  },
  { icon: Users, title: 'Join League', text: 'Play friends and family in a private league.' },
  {
    icon: Trophy,
    title: 'Score Points',
    text: 'Earn points from dressage, show jumping and cross-country.',
    to: '/scoring',
  },
  {
    icon: ChartLine,
    title: 'Track Progress',
    text: 'Follow live results and climb the leaderboards.',
  },
];

/** Home: the four steps of the game. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="space-y-4">
      <h2 id="how-it-works-heading" className="text-xl font-semibold tracking-tight">
        How It Works
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text, to }, index) => (
          <li key={title}>
            <Card className="relative h-full p-5">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted-foreground tabular-nums">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-4 font-semibold">
                {to ? (
                  <Link to={to} className="inline-flex items-center hover:underline">
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
