import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MATCH_PREVIEW_CAP } from '@contract/constants';
import {
  MATCHING_CSV_COLUMNS,
  MATCHING_CSV_OPTIONAL_COLUMNS,
  MATCHING_MESSAGES,
  type MatchUploadResult,
} from '@contract/matching';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useAdminCompetitions } from '@/api/get-admin-competitions';
import { checkCsvFile } from '@/components/shared/csv-upload-dialog';
import { useUploadScrapedData } from '../api/upload-scraped-data';
import { StatTile } from './stat-tile';

const [failureTitle = '', failureText = ''] = MATCHING_MESSAGES.uploadFailed.split(': ');

function UploadResult({
  result,
  competitionId,
}: {
  result: MatchUploadResult;
  competitionId: number;
}) {
  const preview = result.matched_entries.slice(0, MATCH_PREVIEW_CAP);
  const more = result.matched_entries.length - preview.length;
  return (
    <div className="space-y-6" aria-live="polite">
      <div className="grid grid-cols-3 gap-3">
        <StatTile label="Total scraped" value={result.total_scraped} />
        <StatTile label="Matched" value={result.matched} />
        <StatTile label="Unmatched" value={result.unmatched} />
      </div>
      <section className="space-y-2" aria-label="Matched entries">
        <h2 className="text-lg font-semibold">Matched entries</h2>
        {preview.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rows were matched.</p>
        ) : (
          <ul className="divide-y divide-border rounded-card border border-border bg-surface">
            {preview.map((entry) => (
              <li
                key={`${entry.rider}|${entry.horse}`}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm"
              >
                <span>
                  <span className="mr-2 text-muted-foreground tabular-nums">{entry.position}</span>
                  {entry.rider} / {entry.horse}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {entry.dr_score !== null && `Dressage ${entry.dr_score.toFixed(1)} · `}
                  {Math.round(entry.match_score * 100)}% match
                  {entry.updated ? ' · updated' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && <p className="text-sm text-muted-foreground">And {more} more</p>}
      </section>
      <section className="space-y-2" aria-label="Unmatched report">
        <h2 className="text-lg font-semibold">Unmatched report</h2>
        {result.unmatched_report.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every row was matched.</p>
        ) : (
          <ul className="divide-y divide-border rounded-card border border-border bg-surface">
            {result.unmatched_report.map((row) => (
              <li key={`${row.rider}|${row.horse}`} className="px-4 py-2 text-sm">
                <span className="mr-2 text-muted-foreground tabular-nums">{row.position}</span>
                {row.rider} / {row.horse}
                {row.nationality && (
                  <span className="ml-2 text-muted-foreground">{row.nationality}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`/admin/competitions/${competitionId}/matching`}
          className={buttonClasses('outline', 'sm')}
        >
          Fix on the matching dashboard
        </Link>
      </section>
    </div>
  );
}

/** The scraped-data matcher (decision 015): a CSV for a competition chosen on the page. */
export function ScrapedDataMatcher() {
  const id = useId();
  const competitions = useAdminCompetitions();
  const upload = useUploadScrapedData();
  const [competitionId, setCompetitionId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ competitionId: number; data: MatchUploadResult } | null>(
    null,
  );

  if (competitions.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-11 w-full max-w-md" />
        <Skeleton className="h-11 w-full max-w-md" />
      </div>
    );
  }
  if (competitions.isError) {
    return (
      <ErrorState
        description={competitions.error.message}
        onRetry={() => void competitions.refetch()}
        retrying={competitions.isFetching}
      />
    );
  }
  if (competitions.data.length === 0) {
    return <EmptyState title="No competitions yet" description="Create a competition first." />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Number(competitionId);
    if (!chosen) {
      setProblem('Choose a competition first.');
      return;
    }
    if (!file) {
      setProblem('Choose a .csv file first.');
      return;
    }
    const refused = checkCsvFile(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    upload.mutate(
      { competitionId: chosen, file },
      {
        onSuccess: (data) => {
          setResult({ competitionId: chosen, data });
          toast({
            title: MATCHING_MESSAGES.matchingComplete,
            description: `${data.matched} of ${data.total_scraped} matched`,
            variant: 'success',
          });
        },
        onError: (error) => {
          setProblem(error.message);
          toast({ title: failureTitle, description: failureText, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="space-y-8">
      <form className="grid max-w-xl gap-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-competition`}>Competition</Label>
          <select
            id={`${id}-competition`}
            value={competitionId}
            onChange={(event) => setCompetitionId(event.target.value)}
            className="h-11 w-full rounded-xl border border-input bg-surface px-3 text-sm"
          >
            <option value="">Choose a competition…</option>
            {competitions.data.map((competition) => (
              <option key={competition.id} value={competition.id}>
                {competition.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            aria-describedby={`${id}-columns${problem ? ` ${id}-problem` : ''}`}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-muted file:px-3 file:py-2"
          />
          <p id={`${id}-columns`} className="text-xs text-muted-foreground">
            Columns: {MATCHING_CSV_COLUMNS.join(', ')}. Only .csv files are accepted. FEI ids may
            follow in {MATCHING_CSV_OPTIONAL_COLUMNS.join(' and ')}; when present they decide the
            match.
          </p>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive-text">
            {problem}
          </p>
        )}
        <div>
          <Button type="submit" loading={upload.isPending}>
            {!upload.isPending && <Upload aria-hidden />}
            Upload and match
          </Button>
        </div>
      </form>
      {result && <UploadResult result={result.data} competitionId={result.competitionId} />}
    </div>
  );
}

export function ScrapedDataMatcherPage() {
  return (
    <div>
      <PageHeader
        eyebrow="Administration"
        title="Scraped Data Matcher"
        description="Upload a CSV of scraped results and match it to a competition's entries."
      />
      <ScrapedDataMatcher />
    </div>
  );
}
