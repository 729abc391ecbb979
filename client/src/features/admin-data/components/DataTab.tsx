import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ResultsHistoryPanel } from './results-history-panel';
import { athleteKind, horseKind, venueKind } from './record-kinds';
import { RecordPanel } from './record-panel';
import { UsersPanel } from './users-panel';

/** The admin panel's Data tab: users, athletes, horses and venues (docs/rules.md#admin). */
export function DataTab() {
  return (
    <section aria-labelledby="admin-data-title" className="space-y-4">
      <h2 id="admin-data-title" className="text-xl font-semibold tracking-tight">
        Data
      </h2>
      <Tabs defaultValue="users">
        <TabsList aria-label="Data sections">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="athletes">Athletes</TabsTrigger>
          <TabsTrigger value="horses">Horses</TabsTrigger>
          <TabsTrigger value="venues">Venues</TabsTrigger>
          <TabsTrigger value="history">Results history</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="athletes">
          <RecordPanel kind={athleteKind} />
        </TabsContent>
        <TabsContent value="horses">
          <RecordPanel kind={horseKind} />
        </TabsContent>
        <TabsContent value="venues">
          <RecordPanel kind={venueKind} />
        </TabsContent>
        <TabsContent value="history">
          <ResultsHistoryPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
