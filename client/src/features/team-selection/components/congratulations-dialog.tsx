import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface CongratulationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  competitionName: string;
  deadline: string;
}

/** Opens after a save: the team is in, and how long it can still be changed. */
export function CongratulationsDialog({
  open,
  onOpenChange,
  competitionName,
  deadline,
}: CongratulationsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <PartyPopper className="size-6" aria-hidden />
          </span>
          <DialogTitle>Congratulations!</DialogTitle>
          <DialogDescription>
            Your team for {competitionName} has been saved. You can still change it until the
            deadline.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <p className="text-sm font-medium">Deadline in</p>
          <Countdown target={deadline} expiredLabel="Team selections are closed" />
        </div>
        <DialogFooter>
          <DialogClose className={buttonClasses('outline')}>Keep editing</DialogClose>
          <Link to="/play" className={buttonClasses('primary')}>
            Go to My Teams
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
