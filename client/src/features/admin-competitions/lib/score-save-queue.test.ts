import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryScoringInput, ScoredEntry } from '@contract/admin-competitions';
import { ScoreSaveQueue } from './score-save-queue';

type Sent = {
  entryId: number;
  input: EntryScoringInput;
  settle: (ok: boolean) => void;
};

/** A queue whose requests wait in `sent` until the test answers them. */
function harness() {
  const sent: Sent[] = [];
  const stored: number[] = [];
  /** What a server holds after the successful requests, per entry. */
  const server = new Map<number, Record<string, unknown>>();
  const idle: number[] = [];
  const queue = new ScoreSaveQueue({
    send: (entryId, input) =>
      new Promise<ScoredEntry>((resolve, reject) => {
        sent.push({
          entryId,
          input,
          settle: (ok) => {
            if (!ok) return reject(new Error('503: Service unavailable'));
            server.set(entryId, { ...server.get(entryId), ...input });
            resolve({ id: entryId } as ScoredEntry);
          },
        });
      }),
    onStored: (entry) => stored.push(entry.id),
    onIdle: (count) => idle.push(count),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { queue, sent, stored, idle, server, flush };
}

describe('score saves in the background', () => {
  it('sends each save for its own entry at once, side by side', () => {
    const { queue, sent } = harness();
    queue.save(18, { xc_status: 'CLEAR', xcj_score: '0', xct_score: '0.8' });
    queue.save(19, { xc_status: 'CLEAR', xcj_score: '20', xct_score: '4' });
    expect(sent.map(({ entryId, input }) => [entryId, input.xcj_score, input.xct_score])).toEqual([
      [18, '0', '0.8'],
      [19, '20', '4'],
    ]);
    expect([...queue.getSnapshot().values()].map((u) => u.status)).toEqual(['saving', 'saving']);
  });

  it('keeps a failed save with its values until it is retried, then forgets it once stored', async () => {
    const { queue, sent, idle, flush } = harness();
    queue.save(7, { dr_status: 'CLEAR', dr_score: '27.3' });
    sent[0]?.settle(false);
    await flush();
    expect(queue.getSnapshot().get(7)).toMatchObject({
      status: 'failed',
      error: '503: Service unavailable',
      input: { dr_score: '27.3' },
    });
    expect(idle).toEqual([0]);
    queue.retry(7);
    expect(sent[1]).toMatchObject({ entryId: 7, input: { dr_score: '27.3' } });
    sent[1]?.settle(true);
    await flush();
    expect(queue.getSnapshot().size).toBe(0);
    expect(idle).toEqual([0, 1]);
  });

  it('holds a second save of one entry until the first answers, joining its phases', async () => {
    const { queue, sent, flush } = harness();
    queue.save(3, { dr_status: 'CLEAR', dr_score: '30' });
    queue.save(3, { sj_status: 'CLEAR', sj_score: '4' });
    expect(sent).toHaveLength(1);
    sent[0]?.settle(false);
    await flush();
    expect(sent[1]?.input).toEqual({
      dr_status: 'CLEAR',
      dr_score: '30',
      sj_status: 'CLEAR',
      sj_score: '4',
    });
    expect(queue.getSnapshot().get(3)?.status).toBe('saving');
  });

  it('never sends one entry’s values for another, and stores the last values of every entry', async () => {
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('save' as const),
        entryId: fc.integer({ min: 1, max: 4 }),
        phase: fc.constantFrom('dr', 'sj', 'xc'),
      }),
      fc.record({
        kind: fc.constant('answer' as const),
        pick: fc.nat(),
        ok: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('retry' as const), entryId: fc.integer({ min: 1, max: 4 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
        const { queue, sent, server, flush } = harness();
        const answered = new Set<Sent>();
        const typedBy = new Map<string, number>();
        const last = new Map<number, Record<string, string>>();
        let counter = 0;
        for (const step of commands) {
          if (step.kind === 'save') {
            counter += 1;
            const value = `${step.entryId}.${counter}`;
            typedBy.set(value, step.entryId);
            const key = { dr: 'dr_score', sj: 'sj_score', xc: 'xcj_score' }[step.phase];
            queue.save(step.entryId, { [key]: value });
            last.set(step.entryId, { ...last.get(step.entryId), [key]: value });
          } else if (step.kind === 'answer') {
            const open = sent.filter((request) => !answered.has(request));
            const request = open[step.pick % Math.max(open.length, 1)];
            if (request) {
              answered.add(request);
              request.settle(step.ok);
              await flush();
            }
          } else queue.retry(step.entryId);
          const inFlight = sent.filter((request) => !answered.has(request)).map((r) => r.entryId);
          expect(new Set(inFlight).size).toBe(inFlight.length);
        }
        for (const request of sent) {
          for (const value of Object.values(request.input)) {
            expect(typedBy.get(String(value))).toBe(request.entryId);
          }
        }
        // Answer everything with success and retry what failed: each entry ends with its last values.
        for (let round = 0; round < 50; round += 1) {
          queue.retryAll();
          const open = sent.filter((request) => !answered.has(request));
          if (open.length === 0) break;
          for (const request of open) {
            answered.add(request);
            request.settle(true);
          }
          await flush();
        }
        expect(queue.getSnapshot().size).toBe(0);
        expect(server).toEqual(last);
      }),
      { numRuns: 200 },
    );
  });
});
