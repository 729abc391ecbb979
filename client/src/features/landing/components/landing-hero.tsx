import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TeamPreview } from './team-preview';

export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="relative -mx-4 -mt-6 overflow-hidden bg-linear-to-br from-hero-from to-hero-to text-white sm:mx-0 sm:mt-0 sm:rounded-3xl"
    >
      <div aria-hidden className="turf-stripes pointer-events-none absolute inset-0" />
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-[#2fa86a]/25 blur-3xl"
      />
      <div className="relative grid gap-10 px-5 py-12 sm:px-10 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:px-14 lg:py-20">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-white ring-1 ring-white/15">
            <span className="size-1.5 rounded-full bg-accent" aria-hidden />
            New platform · full launch 2026
          </p>
          <h1
            id="landing-title"
            className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Eventing Manager <span className="text-accent">2.0</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-white/85">
            The fantasy game for eventing fans. Pick five horse-and-rider combinations within a 10
            million budget, score from dressage, show jumping and cross-country, and beat your
            friends in private leagues.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to="/auth?mode=register"
              className={cn(buttonClasses('accent', 'lg'), 'shadow-lg')}
            >
              Sign up free
              <ArrowRight aria-hidden />
            </Link>
            <Link
              to="/calendar"
              className={cn(
                buttonClasses('ghost', 'lg'),
                'text-white ring-1 ring-white/25 hover:bg-white/10',
              )}
            >
              <CalendarDays aria-hidden />
              See upcoming events
            </Link>
          </div>
          <p className="text-sm text-white/70">
            Played the original game? Create a new account to join the 2.0 season.
          </p>
        </div>
        <TeamPreview />
      </div>
    </section>
  );
}
