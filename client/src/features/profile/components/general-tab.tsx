import { BadgeCheck, CircleAlert, LogOut } from 'lucide-react';
import type { User } from '@contract/auth';
import { formatDayMonthYear } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Flag } from '@/components/ui/flag';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLogout } from '@/api/logout';

export function GeneralTab({ user }: { user: User }) {
  const logout = useLogout();
  const premium = user.membershipType === 'premium';
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Account</CardTitle>
        <CardDescription>Your sign-in details and membership.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" value={user.email} readOnly aria-readonly />
          <p className="text-xs text-muted-foreground">Email cannot be changed.</p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Name</dt>
            <dd className="flex items-center gap-2 font-medium">
              {user.nationality && <Flag code={user.nationality} size="sm" />}
              {`${user.firstName} ${user.lastName}`.trim()}
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Email verified</dt>
            <dd className="flex items-center gap-1.5 font-medium" data-testid="email-verified">
              {user.emailVerified ? (
                <>
                  <BadgeCheck className="size-4 text-primary-soft-foreground" aria-hidden /> Yes
                </>
              ) : (
                <>
                  <CircleAlert className="size-4 text-destructive-text" aria-hidden /> No
                </>
              )}
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="text-sm text-muted-foreground">Membership</dt>
            <dd className="flex items-center gap-2 font-medium" data-testid="membership">
              {premium ? (
                <>
                  Premium <Badge variant="premium">Premium</Badge>
                </>
              ) : (
                'Free'
              )}
            </dd>
          </div>
          {premium && user.premiumUntil && (
            <div className="space-y-1">
              <dt className="text-sm text-muted-foreground">Premium until</dt>
              <dd className="font-medium">{formatDayMonthYear(user.premiumUntil)}</dd>
            </div>
          )}
        </dl>
        <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending}>
          <LogOut aria-hidden /> Sign Out
        </Button>
      </CardContent>
    </Card>
  );
}
