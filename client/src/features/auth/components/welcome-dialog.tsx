import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { markWelcomeSeen, welcomeSeen } from '../lib/welcome-seen';

/**
 * Shown the first time /auth opens in a browser: players of the original game need a new
 * account. Once shown it is remembered in browser storage and not shown again.
 */
export function WelcomeDialog() {
  // /auth is rendered in the browser only (never prerendered), so storage is read at once.
  const [open, setOpen] = useState(() => !welcomeSeen());
  useEffect(() => {
    markWelcomeSeen();
  }, []);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome to Eventing Manager 2.0</DialogTitle>
          <DialogDescription>
            This is a brand-new game on a brand-new platform. If you played the original Eventing
            Manager, your old account was not carried over: please create a new account to play.
            It's completely free.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
