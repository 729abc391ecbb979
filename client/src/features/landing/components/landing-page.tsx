import { ChartColumn, Radio, Trophy, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LANDING_NUMBERS } from '@contract/constants';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LandingHero } from './landing-hero';

const features: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Trophy,
    title: 'Fantasy teams',
    text: 'Build a team of five combinations for every competition within a 10 million budget.',
  },
  {
    icon: Users,
    title: 'Private leagues',
    text: 'Invite friends and family with a 4-character code and race up your own leaderboard.',
  },
  {
    icon: Radio,
    title: 'Live results',
    text: 'Follow dressage, show jumping and cross-country scores as they come in.',
  },
  {
    icon: ChartColumn,
    title: 'Ratings & news',
    text: 'Top horse and rider rankings, stories from the eventing world and premium analysis.',
  },
];

/** The signed-out front page: hero, marketing numbers, features and a call to sign up. */
export function LandingPage() {
  return (
    <div className="space-y-14 sm:space-y-20">
      <LandingHero />

      <section aria-label="Eventing Manager in numbers">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {LANDING_NUMBERS.map((item) => (
            <Card key={item.label} className="flex flex-col-reverse gap-1 p-5 sm:p-6">
              <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl">
                {item.value}
              </dd>
            </Card>
          ))}
        </dl>
      </section>

      <section aria-labelledby="features-title" className="space-y-8">
        <div className="max-w-2xl space-y-3">
          <p className="text-xs font-semibold tracking-[0.14em] text-accent-text uppercase">
            Everything in one place
          </p>
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance">
            Built for the eventing season, from the first horse inspection to the final jump
          </h2>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-6 transition-shadow hover:shadow-pop">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="cta-title"
        className="flex flex-col items-start gap-6 rounded-3xl border border-accent/40 bg-accent-soft p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10"
      >
        <div className="space-y-2">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight">
            Ready to pick your first team?
          </h2>
          <p className="text-muted-foreground">It's completely free to play.</p>
        </div>
        <Link to="/auth?mode=register" className={buttonClasses('primary', 'lg')}>
          Sign up free
        </Link>
      </section>
    </div>
  );
}
