import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** The narrow card the token screens share. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md animate-slide-in py-4 sm:py-8">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Icon className="size-7" aria-hidden />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <CardDescription className="text-base">{description}</CardDescription>}
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
      </Card>
    </div>
  );
}

/** A link that cannot be used: the sentence saying so and a way back to /auth. */
export function InvalidLink({
  icon,
  message,
  backLabel,
}: {
  icon: LucideIcon;
  message: string;
  backLabel: string;
}) {
  return (
    <AuthCard icon={icon} title="Invalid Link" description={message}>
      <Link to="/auth" className={cn(buttonClasses('primary', 'lg'), 'w-full')}>
        {backLabel}
      </Link>
    </AuthCard>
  );
}
