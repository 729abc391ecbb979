import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { useSetResultsFinal } from '../api/set-results-final';

/**
 * Marks the competition's results final (the official result, locked against scrapes and
 * matched scraped scores) or reopens them. The form, the CSV, official positions and undo stay
 * open to the operator.
 */
export function FinalResultsSwitch({
  competitionId,
  final,
}: {
  competitionId: number;
  final: boolean;
}) {
  const setFinal = useSetResultsFinal(competitionId);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="results-final" className="text-xs">
        Final results
      </Label>
      <Switch
        id="results-final"
        checked={final}
        disabled={setFinal.isPending}
        aria-describedby="results-final-help"
        onCheckedChange={(resultsFinal) =>
          setFinal.mutate(resultsFinal, {
            onSuccess: () =>
              toast({
                title: resultsFinal ? 'Results marked final' : 'Results reopened',
                description: resultsFinal
                  ? 'Scrapes and matched scraped scores are locked; the score form still works.'
                  : 'Scrapes may change the scores again.',
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'Failed to update the final results',
                description: error.message,
                variant: 'destructive',
              }),
          })
        }
      />
      <span id="results-final-help" className="sr-only">
        Final results are the official order, locked against scrapes.
      </span>
    </div>
  );
}
