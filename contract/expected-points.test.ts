import { describe, expect, it } from 'vitest';
import { buildExpectedPointsModel, type ModelRun } from './expected-points';

/**
 * Small made-up histories with round numbers, so every expectation can be worked out by hand.
 * Dressage 30.0 earns 15 points, show jumping 4 earns 16; cross-country clear inside the time 60,
 * with 2.0 time penalties (5 seconds) 55, with 4.0 (10 seconds) 50.
 */
type Outcome = 'clear' | 'EL' | { time: number };

function start(event: string, level: string | null, rider: string, horse: string, xc: Outcome) {
  const run: ModelRun = {
    event,
    date: event.slice(0, 10),
    level,
    rider,
    horse,
    scores: {
      drStatus: null,
      drScore: 300,
      sjStatus: xc === 'EL' ? null : 'OK',
      sjScore: xc === 'EL' ? null : 40,
      xcStatus: xc === 'EL' ? 'EL' : 'OK',
      xcjScore: xc === 'EL' ? null : 0,
      xctScore: xc === 'EL' ? null : xc === 'clear' ? 0 : xc.time,
    },
  };
  return run;
}

/** An event of starters at one level, each with a rider and horse of their own. */
const field = (event: string, level: string | null, outcomes: Outcome[]) =>
  outcomes.map((xc, index) => start(event, level, `${event}-r${index}`, `${event}-h${index}`, xc));

const fixed = (value: number) => Array.from({ length: 6 }, () => value);
const strengths = { combination: fixed(1), rider: fixed(1), horse: fixed(1) };

describe('expected points', () => {
  it('is unknown with no history at all', () => {
    const model = buildExpectedPointsModel([]);
    expect(model.baseline('CCI5*-L')).toBeNull();
    expect(model.expect('1', '1', 'CCI5*-L')).toBeNull();
  });

  it("starts from the level's own average, eliminations included", () => {
    // Five five-star events of six: four clear, two eliminated across country (show jumping, ridden
    // after it, is then not reached). 30 starts: the level's own figures are used alone.
    const fiveStar = ['2024-05-01', '2024-06-01', '2024-07-01', '2024-08-01', '2024-09-01'].flatMap(
      (day) => field(`${day} 5*`, 'CCI5*-L', ['clear', 'clear', 'clear', 'clear', 'EL', 'EL']),
    );
    // Forty short-format starts, all clear: a much easier level.
    const fourStar = ['2024-05-10', '2024-06-10', '2024-07-10', '2024-08-10'].flatMap((day) =>
      field(
        `${day} 4*`,
        'CCI4*-S',
        Array.from({ length: 10 }, (): Outcome => 'clear'),
      ),
    );
    const model = buildExpectedPointsModel([...fiveStar, ...fourStar]);
    // 15 + 2/3 × 16 + 2/3 × 60 = 65.67 at five-star; 15 + 16 + 60 = 91 at four-star.
    expect(model.baseline('CCI5*-L')?.expPts).toBe(657);
    expect(model.baseline('CCI4*-S')?.expPts).toBe(910);
    expect(model.baseline('CCI5*-L')?.phases.map((phase) => phase.completion)).toEqual([
      1,
      2 / 3,
      2 / 3,
    ]);
    const unknown = model.expect('nobody', 'nothing', 'CCI5*-L');
    expect(unknown).toMatchObject({ expPts: 657, basis: 'level' });
  });

  it("moves by how much better than its field the pair was, pulled towards the field, and the rider's record helps a new pair", () => {
    // Two four-star events: six others at 50 across country, our pair at 55 (+5.0 on its field).
    const history = ['2024-05-01', '2024-06-01'].flatMap((day) => [
      ...field(
        `${day} A`,
        'CCI4*-S',
        fixed(0).map((): Outcome => ({ time: 40 })),
      ),
      start(`${day} A`, 'CCI4*-S', 'ann', 'arrow', { time: 20 }),
    ]);
    const model = buildExpectedPointsModel(history, { strengths });
    // The level's cross-country average is (12 × 50 + 2 × 55) / 14 = 50.71.
    expect(model.baseline('CCI4*-S')?.expPts).toBe(817); // 15 + 16 + 50.71
    // Own offset: two starts at +5.0 with strength 1. The prior from rider and horse (the same
    // two starts, each kept at 2/3): (4/9 × 5 + 4/9 × 5) / (4/3) = 3.33; the pair's offset is
    // (5 + 5 + 1 × 3.33) / (2 + 1) = 4.44, so 15 + 16 + 50.71 + 4.44 = 86.16.
    expect(model.expect('ann', 'arrow', 'CCI4*-S')).toMatchObject({
      expPts: 862,
      basis: 'combination',
    });
    // Ann on a new horse: only her record, kept at 2/3: 50.71 + 3.33 → 85.05.
    expect(model.expect('ann', 'new horse', 'CCI4*-S')).toMatchObject({
      expPts: 850,
      basis: 'rider-horse',
    });
  });

  it('knows the risk: a pair that keeps failing across country is expected to fail more', () => {
    const days = ['2024-05-01', '2024-06-01', '2024-07-01'];
    const history = days.flatMap((day) => [
      ...field(`${day} L`, 'CCI4*-L', ['clear', 'clear', 'clear', 'EL', 'clear', 'clear']),
      start(`${day} L`, 'CCI4*-L', 'risky', 'faller', 'EL'),
      start(`${day} L`, 'CCI4*-L', 'safe', 'finisher', 'clear'),
    ]);
    const model = buildExpectedPointsModel(history);
    const level = model.baseline('CCI4*-L');
    const risky = model.expect('risky', 'faller', 'CCI4*-L');
    const safe = model.expect('safe', 'finisher', 'CCI4*-L');
    if (!level || !risky || !safe) throw new Error('no expectation');
    const completion = (expectation: typeof level, phase: number) =>
      expectation.phases[phase]?.completion ?? 0;
    expect(completion(risky, 2)).toBeLessThan(completion(level, 2));
    expect(completion(level, 2)).toBeLessThan(completion(safe, 2));
    // Show jumping comes after the cross-country: an elimination loses it too.
    expect(completion(risky, 1)).toBeLessThan(completion(level, 1));
    expect(risky.expPts).toBeLessThan(level.expPts);
    expect(level.expPts).toBeLessThan(safe.expPts);
  });

  it('translates a record to a harder level instead of copying its points', () => {
    // A pair 5.0 better than its two-star fields (nine others at 50 across country) is entered at
    // five-star, where completers score 40 (20 seconds over) and a third are eliminated.
    const history = [
      ...['2024-05-01', '2024-06-01', '2024-07-01'].flatMap((day) => [
        ...field(
          `${day} 2*`,
          'CCI2*-S',
          Array.from({ length: 9 }, (): Outcome => ({ time: 40 })),
        ),
        start(`${day} 2*`, 'CCI2*-S', 'ann', 'arrow', { time: 20 }),
      ]),
      ...['2024-05-02', '2024-06-02', '2024-07-02', '2024-08-02', '2024-09-02'].flatMap((day) =>
        field(`${day} 5*`, 'CCI5*-L', [
          { time: 80 },
          { time: 80 },
          { time: 80 },
          { time: 80 },
          'EL',
          'EL',
        ]),
      ),
    ];
    const model = buildExpectedPointsModel(history, { strengths });
    // Offset +4.69 (three starts at +5.0 and the prior 3.75, strength 1). Two-star: 15 + 16 +
    // 50.5 + 4.69 = 86.2. Five-star: 15 + 2/3 × 16 + 2/3 × (40 + 4.69) = 55.5, the field 52.3.
    expect(model.expect('ann', 'arrow', 'CCI2*-S')?.expPts).toBe(862);
    expect(model.expect('ann', 'arrow', 'CCI5*-L')?.expPts).toBe(555);
    expect(model.baseline('CCI5*-L')?.expPts).toBe(523);
  });

  it('compares a national class start with its own class, so a rider there is not blamed for its difficulty', () => {
    // Two national classes the game has no FEI level for: at Intermediate everyone finishes 10
    // seconds over (50 across country), at Beginner Novice everyone is clear (60). Ian and Bea
    // each ride exactly like their class.
    const history = ['2024-05-01', '2024-06-01'].flatMap((day) => [
      ...field(
        `${day} I`,
        'usea intermediate',
        fixed(0).map((): Outcome => ({ time: 40 })),
      ),
      start(`${day} I`, 'usea intermediate', 'ian', 'iris', { time: 40 }),
      ...field(
        `${day} B`,
        'usea beginner novice',
        fixed(0).map((): Outcome => 'clear'),
      ),
      start(`${day} B`, 'usea beginner novice', 'bea', 'bolt', 'clear'),
    ]);
    const keyed = buildExpectedPointsModel(history, { strengths });
    // Each is as good as their field, so on new horses at a four-star both are the average start.
    const average = keyed.baseline('CCI4*-S')?.expPts;
    expect(keyed.expect('ian', 'new horse', 'CCI4*-S')).toMatchObject({
      expPts: average,
      basis: 'rider-horse',
    });
    expect(keyed.expect('bea', 'new horse', 'CCI4*-S')?.expPts).toBe(average);
    // Read as starts of unknown class, Ian's record only says his class was the harder one.
    const unknown = buildExpectedPointsModel(
      history.map((run) => ({ ...run, level: null })),
      { strengths },
    );
    expect(unknown.expect('ian', 'iris', 'CCI4*-S')?.expPts ?? 0).toBeLessThan(
      unknown.expect('bea', 'bolt', 'CCI4*-S')?.expPts ?? 0,
    );
    expect(keyed.expect('ian', 'iris', 'CCI4*-S')?.expPts).toBe(
      keyed.expect('bea', 'bolt', 'CCI4*-S')?.expPts,
    );
  });

  it('trusts a record more the longer it is', () => {
    const history = ['2024-05-01', '2024-06-01', '2024-07-01', '2024-08-01'].flatMap(
      (day, index) => [
        ...field(
          `${day} A`,
          'CCI4*-S',
          fixed(0).map((): Outcome => ({ time: 40 })),
        ),
        start(`${day} A`, 'CCI4*-S', 'long', 'record', 'clear'),
        ...(index === 0 ? [start(`${day} A`, 'CCI4*-S', 'short', 'record', 'clear')] : []),
      ],
    );
    const model = buildExpectedPointsModel(history, { strengths });
    expect(model.expect('long', 'record', 'CCI4*-S')?.expPts ?? 0).toBeGreaterThan(
      model.expect('short', 'record', 'CCI4*-S')?.expPts ?? 0,
    );
  });

  it('measures how hard to pull from the history: consistent pairs are pulled less', () => {
    const consistent = ['2024-05-01', '2024-06-01', '2024-07-01'].flatMap((day) =>
      Array.from({ length: 12 }, (_, index) =>
        start(`${day} A`, 'CCI4*-S', `r${index}`, `h${index}`, { time: index * 4 }),
      ),
    );
    const model = buildExpectedPointsModel(consistent);
    // Each pair has the same time every time: the cross-country points strength is the minimum.
    expect(model.strengths.combination[5]).toBe(0.5);
    // Nobody ever failed: completion says nothing, the strength is the maximum.
    expect(model.strengths.combination[4]).toBe(200);
  });

  it('reads a field against itself: a field of the fastest cannot all beat it', () => {
    // Four events of ten starters; 'fast' and 'quick' are clear inside the time every time, the
    // others 10 seconds over (4.0 time penalties).
    const history = ['2024-05-01', '2024-06-01', '2024-07-01', '2024-08-01'].flatMap((day) => [
      ...field(
        `${day} A`,
        'CCI4*-L',
        Array.from({ length: 8 }, (): Outcome => ({ time: 40 })),
      ),
      start(`${day} A`, 'CCI4*-L', 'fast', 'one', 'clear'),
      start(`${day} A`, 'CCI4*-L', 'quick', 'two', 'clear'),
    ]);
    const model = buildExpectedPointsModel(history, { strengths });
    const level = model.baseline('CCI4*-L')?.expPts ?? 0;
    const alone = model.expect('fast', 'one', 'CCI4*-L')?.expPts ?? 0;
    expect(alone).toBeGreaterThan(level);
    // Among unknown pairs the fast one still leads and the unknown pairs sit below the level's
    // average start: the field's records add up to nothing, and this history's newcomers (every
    // slower pair started only once) did worse than their fields.
    const mixed = model.expectField(
      [
        { rider: 'fast', horse: 'one' },
        ...Array.from({ length: 9 }, (_, index) => ({ rider: `new${index}`, horse: `n${index}` })),
      ],
      'CCI4*-L',
    );
    const [fast = 0, unknown = 0] = mixed.map((expectation) => expectation?.expPts ?? 0);
    expect(fast).toBeGreaterThan(level);
    expect(fast).toBeGreaterThanOrEqual(alone);
    expect(unknown).toBeLessThan(level);
    expect(fast - unknown).toBeGreaterThan((alone - level) / 2);
    expect(mixed[1]?.basis).toBe('level');
    // A field of the two fastest only: one of them beats the other no more than by chance, so
    // both are expected at the level's average start, not both above it.
    const favourites = model.expectField(
      [
        { rider: 'fast', horse: 'one' },
        { rider: 'quick', horse: 'two' },
      ],
      'CCI4*-L',
    );
    for (const expectation of favourites) expect(expectation?.expPts).toBe(level);
    expect(favourites[0]?.basis).toBe('combination');
  });

  it('expects a pair new to the history as its newcomers did against their fields', () => {
    // Six events of ten: two pairs that start every time, and eight pairs at their first start,
    // who go clear (`even`) or 10 seconds over the time (`slower`).
    const history = (newcomer: Outcome) =>
      ['2024-03-01', '2024-04-01', '2024-05-01', '2024-06-01', '2024-07-01', '2024-08-01'].flatMap(
        (day) => [
          ...field(
            `${day} A`,
            'CCI4*-L',
            Array.from({ length: 8 }, () => newcomer),
          ),
          start(`${day} A`, 'CCI4*-L', 'ann', 'arrow', 'clear'),
          start(`${day} A`, 'CCI4*-L', 'ben', 'bramble', 'clear'),
        ],
      );
    const unknown = (model: ReturnType<typeof buildExpectedPointsModel>) => {
      const expectation = model.expect('new', 'new', 'CCI4*-L');
      expect(expectation?.basis).toBe('level');
      return expectation?.phases[2]?.points ?? 0;
    };
    const slower = buildExpectedPointsModel(history({ time: 40 }), { strengths });
    const even = buildExpectedPointsModel(history('clear'), { strengths });
    // Across country a newcomer is expected as the history's newcomers went: below the level's
    // average when they were slower than their fields, at it when they went as their fields did.
    expect(unknown(slower)).toBeLessThan(slower.baseline('CCI4*-L')?.phases[2]?.points ?? 0);
    expect(unknown(even)).toBeCloseTo(even.baseline('CCI4*-L')?.phases[2]?.points ?? 0, 6);
  });
});
