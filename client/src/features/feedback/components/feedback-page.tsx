import { Bug, Lightbulb, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { FeedbackForm } from './feedback-form';

const infoCards: ReadonlyArray<{
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}> = [
  {
    icon: Bug,
    title: 'Bug Reports',
    text: 'Found something that does not work? Tell us:',
    points: ['What happened', 'What you expected to happen', 'Steps to reproduce it'],
  },
  {
    icon: Lightbulb,
    title: 'Feature Requests',
    text: 'Have an idea that would make the game better? We would love to hear it:',
    points: ['What you would like to do', 'Why it would help you', 'Any example you have seen'],
  },
];

/** /feedback: the hero, the form and the two info cards. */
export function FeedbackPage() {
  return (
    <div className="space-y-10">
      <section
        aria-labelledby="feedback-title"
        className="relative -mx-4 -mt-6 overflow-hidden bg-linear-to-br from-hero-from to-hero-to px-5 py-12 text-white sm:mx-0 sm:mt-0 sm:rounded-3xl sm:px-10 sm:py-14"
      >
        <div aria-hidden className="turf-stripes pointer-events-none absolute inset-0" />
        <div className="relative max-w-3xl space-y-4">
          <h1
            id="feedback-title"
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            Help Shape Eventing Manager 2.0
          </h1>
          <p className="text-lg text-white/85">
            Eventing Manager 2.0 is a brand-new build on a brand-new platform, and it is still
            young: you may run into the odd small bug.
          </p>
          <p className="text-lg text-white/85">
            Your feedback helps us fix problems faster and build the features you want next. Every
            message is read by the team.
          </p>
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <FeedbackForm />
        <div className="space-y-4">
          {infoCards.map(({ icon: Icon, title, text, points }) => (
            <Card key={title} className="p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h2 className="text-lg font-semibold">{title}</h2>
              </div>
              <p className="mt-3 text-sm text-muted-foreground">{text}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
