import { Badge } from '@/components/ui/badge';

/** A withdrawn pick's mark, the same on My Teams and in another player's team. */
export function WithdrawnBadge() {
  return (
    <Badge variant="withdrawn" title="Withdrawn">
      WD
    </Badge>
  );
}
