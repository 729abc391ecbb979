import { ChartLine, Star, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const steps = [
  {
    icon: Trophy,
    title: 'Create Team',
    text: 'Pick five horse-and-rider combinations with your 10m budget.',
  },
  {
    icon: Users,
    title: 'Join League',
    text: 'Play against friends and family in private leagues.',
  },
  {
    icon: Star,
    title: 'Score Points',
    text: 'Earn points from dressage, show jumping and cross-country.',
    link: { to: '/scoring', label: 'How points work' },
  },
  { icon: ChartLine, title: 'Track Progress', text: 'Follow your rank in every leaderboard.' },
] as const;

export function HowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How it Works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <step.icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold">
                  <span className="tabular-nums">{index + 1}.</span> {step.title}
                </p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
                {'link' in step && (
                  <Link
                    to={step.link.to}
                    className="inline-flex items-center text-sm font-medium text-primary-soft-foreground underline"
                  >
                    {step.link.label}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
