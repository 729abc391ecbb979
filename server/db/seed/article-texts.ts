/** The demo articles' text. Result reports are written from the simulated results. */
import { formatTenths } from '../../../contract/scoring';
import type { SeededCompetition, SeededEntry } from './competitions';

export type ArticleText = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string | null;
  isPremium: boolean;
  isFeatured: boolean;
  isPublished: boolean;
  tags: string[];
  daysAgo: number | null;
  competitionKey: string | null;
  poll?: { question: string; options: string[]; deadlineDays: number };
};

const podium = (competition: SeededCompetition | undefined): SeededEntry[] =>
  (competition?.entries ?? [])
    .filter((entry) => entry.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .slice(0, 3);

const named = (entry: SeededEntry | undefined) =>
  entry ? `${entry.rider} (${entry.nation}) and ${entry.horse}` : 'the leaders';
const score = (entry: SeededEntry | undefined) =>
  entry?.scoreTenths === null || entry?.scoreTenths === undefined
    ? '-'
    : formatTenths(entry.scoreTenths);

function report(
  competition: SeededCompetition | undefined,
  venue: string,
  extra: string[],
): string {
  const [first, second, third] = podium(competition);
  const finishers = (competition?.entries ?? []).filter((entry) => entry.position !== null).length;
  const starters = (competition?.entries ?? []).filter((entry) => !entry.withdrawn).length;
  return [
    `${named(first)} won at ${venue} on a final score of ${score(first)} penalties.`,
    `${named(second)} finished second on ${score(second)}, with ${named(third)} third on ${score(third)}.`,
    `${finishers} of the ${starters} starters completed all three phases.`,
    '',
    '## How it was won',
    '',
    ...extra,
    '',
    '## Fantasy corner',
    '',
    'Managers who paid up for the winner were rewarded, but the best value came from the mid-priced combinations who finished on or close to their dressage scores.',
    'As ever, a clear cross-country round inside the time was worth more than any dressage lead: up to 60 points against a maximum of 20 for the first phase.',
  ].join('\n');
}

export function articleTexts(byKey: Map<string, SeededCompetition>): ArticleText[] {
  const harwood = byKey.get('harwood-5l');
  const vaunoise = byKey.get('vaunoise-3s');
  const lindenau = byKey.get('lindenau-4s');
  const [harwoodWinner] = podium(harwood);
  return [
    {
      title: `${harwoodWinner?.rider ?? 'A first-time winner'} takes Harwood Park five-star`,
      slug: 'harwood-park-five-star-report',
      excerpt:
        'A dramatic final day in Gloucestershire decided the spring five-star by the narrowest of margins.',
      content: report(harwood, 'Harwood Park', [
        'The Lake at fence 9 was influential from the first horse out, with three combinations stopping at the skinny brush on the way out of the water.',
        'The Quarry caused fewer problems than feared, but the long pull up the hill to fence 22 cost many horses the time.',
        'On the final day the course designer set a show jumping track with a tight time allowed, and the triple bar at 7 fell repeatedly.',
      ]),
      author: 'Clare Whitfield',
      isPremium: false,
      isFeatured: true,
      isPublished: true,
      tags: ['results', 'five-star', 'harwood-park'],
      daysAgo: 66,
      competitionKey: 'harwood-5l',
    },
    {
      title: 'Cross-country day at Wairere Downs: the climb bites',
      slug: 'wairere-downs-cross-country-live',
      excerpt:
        'Half the field has tackled the Waikato hills, and the time is proving hard to catch.',
      content: [
        'Cross-country day is under way at Wairere Downs and the hill before the final water is already shaping the leaderboard.',
        'The optimum time of 10 minutes 4 seconds looks generous on paper, but the course climbs twice in the second half.',
        'Several of the early starters came home with jump penalties at the corner combination at fence 14.',
        '',
        '## What to watch this afternoon',
        '',
        '- The leaders after dressage are all still to go, so positions will change quickly.',
        '- Ground conditions are good, with the going described as good to firm in places.',
        '- The show jumping on the final day is expected to be influential with a tight time allowed.',
        '',
        'Follow the live results page for every score as it arrives: the leaderboard updates within seconds of each round.',
      ].join('\n'),
      author: null,
      isPremium: false,
      isFeatured: true,
      isPublished: true,
      tags: ['live', 'four-star', 'wairere-downs'],
      daysAgo: 0,
      competitionKey: 'wairere-4l',
    },
    {
      title: 'Season preview: five questions for the autumn',
      slug: 'season-preview-five-questions-autumn',
      excerpt:
        'From the Schloss Lindenau five-star to the young-horse finals, these are the stories to follow.',
      content: [
        'The autumn season starts with the Glenmorven Castle short format and ends with the Yarrabee Park five-star in the southern spring.',
        'Between them sit two long formats that will decide the year-end rankings.',
        '',
        '## 1. Can anyone stop the form horses?',
        'The spring five-star winners are entered again, and their dressage averages suggest they start every competition with a lead.',
        '## 2. Will the new frangible devices change the way riders attack?',
        'Eleven penalties for activating a device is a small price against a twenty-penalty run-out, and riders know it.',
        '## 3. Which young horses step up?',
        'Several eight-year-olds have moved up to four-star this season with clear cross-country rounds.',
        '## 4. Who wins the fantasy title?',
        'Our leaderboard has never been tighter at this point in the year.',
        '',
        'Vote in the poll below and tell us who you think finishes the season on top.',
      ].join('\n'),
      author: 'Clare Whitfield',
      isPremium: false,
      isFeatured: false,
      isPublished: true,
      tags: ['preview', 'season'],
      daysAgo: 3,
      competitionKey: null,
      poll: {
        question: 'Which autumn competition are you most looking forward to?',
        options: [
          'Glenmorven Castle CCI4*-S',
          'Bluegrass Meadows Autumn CCI4*-L',
          'Schloss Lindenau Five Star',
          'Yarrabee Park Five Star',
        ],
        deadlineDays: 5,
      },
    },
    {
      title: 'Why dressage still decides most five-stars',
      slug: 'why-dressage-still-decides-five-stars',
      excerpt:
        'We looked at every five-star result of the last two seasons. The numbers are clear.',
      content: [
        'Over the last two seasons the dressage leader went on to win a five-star more often than not.',
        'That is a change from a decade ago, when the cross-country regularly turned the leaderboard upside down.',
        'Modern courses are more technical and less about stamina, and the best horses are simply more rideable.',
        '',
        '## The numbers',
        '',
        '- Winners averaged 24.6 in dressage, against a field average of 31.8.',
        '- Three quarters of winners added nothing on the cross-country.',
        '- Show jumping rails decided the winner in a third of the competitions.',
        '',
        '## What it means for your team',
        '',
        'A combination with a 6RA under 27 and an XCJ above 0.8 is worth its price in almost every five-star.',
        'The value picks sit just below: combinations priced around 2.0 with a strong cross-country record and a weaker first phase.',
        'Spend on the reliable dressage horses, save on the ones whose points come from a fast clear round.',
      ].join('\n'),
      author: 'Dr Fiona Hale',
      isPremium: true,
      isFeatured: false,
      isPublished: true,
      tags: ['analysis', 'dressage', 'premium'],
      daysAgo: 18,
      competitionKey: null,
    },
    {
      title: 'Fantasy tips: a Glenmorven team for under 10 million',
      slug: 'fantasy-tips-glenmorven-castle',
      excerpt: 'The deadline is close. Here is how we would spend the budget in Perthshire.',
      content: [
        'Glenmorven is a short format, so the cross-country comes last and the order of go matters more than usual.',
        'The river crossing at fence 6 and the hill after it mean the time is rarely made by more than a handful of riders.',
        'That makes the TSP column the most useful number on the selection screen this week.',
        '',
        '## Our approach',
        '',
        '1. One premium combination with a proven five-star record, priced 4.0 or above.',
        '2. Two mid-priced horses with an XCJ of 0.8 or better.',
        '3. Two value picks under 1.5 who have finished on their dressage score this season.',
        '',
        'Remember that a withdrawn combination scores nothing: check the entries again the evening before the deadline.',
        'Good luck, and see you on the leaderboard.',
      ].join('\n'),
      author: null,
      isPremium: true,
      isFeatured: false,
      isPublished: true,
      tags: ['fantasy', 'tips', 'glenmorven-castle'],
      daysAgo: 1,
      competitionKey: 'glenmorven-4s',
    },
    {
      title: 'Frangible devices: how the 11-penalty rule changes strategy',
      slug: 'frangible-devices-11-penalty-rule',
      excerpt:
        'Riders now weigh an 11-penalty activation against a 20-penalty refusal. Is that what the rule intended?',
      content: [
        'Frangible devices let a fence collapse when a horse hits it hard, and they have saved many horses and riders from falls.',
        'Activating one costs 11 penalties, a little over half of a refusal.',
        'Some riders now admit that they ride more boldly at frangible fences than they would at a solid one.',
        '',
        '## The arguments',
        '',
        '- Supporters say the penalty must stay low so that riders never hesitate to use the safer fences.',
        '- Critics say a horse that hits a fence hard enough to break it should be penalised like one that stops.',
        '',
        'The rules committee will review the penalty at the end of the season.',
        'Our readers voted on the question last month: see the result below.',
      ].join('\n'),
      author: 'Tom Ashcroft',
      isPremium: false,
      isFeatured: false,
      isPublished: true,
      tags: ['rules', 'cross-country', 'safety'],
      daysAgo: 30,
      competitionKey: null,
      poll: {
        question: 'Should the penalty for activating a frangible device change?',
        options: ['Keep it at 11', 'Raise it to 20', 'Lower it to 4'],
        deadlineDays: -16,
      },
    },
    {
      title: 'Schloss Lindenau: short format, long day',
      slug: 'schloss-lindenau-four-star-short-report',
      excerpt:
        'The courtyard show jumping shuffled the order before the forest cross-country settled it.',
      content: report(lindenau, 'Schloss Lindenau', [
        'Show jumping in the castle courtyard came before the cross-country, and the tight arena caught out the longer-striding horses.',
        'In the forest the going was soft after overnight rain, and only a handful of combinations finished inside the time.',
        'The third water complex, new this year, asked for a bold jump into the lake and a quick turn to a narrow fence.',
      ]),
      author: 'Clare Whitfield',
      isPremium: false,
      isFeatured: false,
      isPublished: true,
      tags: ['results', 'four-star', 'schloss-lindenau'],
      daysAgo: 42,
      competitionKey: 'lindenau-4s',
    },
    {
      title: 'Young horse watch: eight-year-olds to follow',
      slug: 'young-horse-watch-eight-year-olds',
      excerpt:
        'Five young horses who could be five-star stars within two seasons, and what their numbers say.',
      content: [
        'Every season a few young horses move up the levels with the kind of record that makes selectors take notice.',
        'We have picked five eight-year-olds with clear cross-country rounds at three-star and a dressage average under 30.',
        'None of them costs more than 2.0 in the game yet, and that will not last.',
        '',
        '## What we look for',
        '',
        '- An XCJ of 0.9 or better over at least six runs.',
        '- A TSP that improves from run to run, a sign of growing fitness and confidence.',
        '- A 6RA trending downwards as the horse matures.',
        '',
        'Premium members can see the full list and the statistics behind each pick.',
      ].join('\n'),
      author: 'Dr Fiona Hale',
      isPremium: true,
      isFeatured: false,
      isPublished: true,
      tags: ['young horses', 'analysis', 'premium'],
      daysAgo: 24,
      competitionKey: null,
    },
    {
      title: 'Vaunoise report: the autumn form guide starts here',
      slug: 'vaunoise-three-star-report',
      excerpt:
        'A sunny weekend at the national stud gave us the first clues for the autumn long formats.',
      content: report(vaunoise, 'the Haras de Vaunoise', [
        "Jean-Baptiste Corvol's course used the old hedgerows of the stud and rode well, with most problems at the coffin at fence 11.",
        'The show jumping before cross-country rewarded careful horses, and the time allowed was generous.',
        'Several riders used the competition as a prep run and took the long routes across country.',
      ]),
      author: null,
      isPremium: false,
      isFeatured: false,
      isPublished: true,
      tags: ['results', 'three-star', 'haras-de-vaunoise'],
      daysAgo: 8,
      competitionKey: 'vaunoise-3s',
    },
    {
      title: 'Entries confirmed for the Yarrabee Park Five Star',
      slug: 'yarrabee-park-five-star-entries',
      excerpt:
        'The provisional list for the southern five-star is in. Prices will follow when the list is final.',
      content: [
        'The provisional entries for the Yarrabee Park Five Star have been published.',
        'The list includes three previous five-star winners and six first-timers at the level.',
        'Prices for the game are set when the final list is confirmed, usually two weeks before the start.',
        '',
        '## Notable entries',
        '',
        '- The spring five-star winners return with the same horses.',
        '- Two combinations make the long journey from Europe.',
        '- The host nation has its strongest team for a decade.',
        '',
        'We will update this article when the final list is confirmed.',
      ].join('\n'),
      author: null,
      isPremium: false,
      isFeatured: false,
      isPublished: false,
      tags: ['entries', 'five-star', 'yarrabee-park'],
      daysAgo: null,
      competitionKey: 'yarrabee-5l',
    },
  ];
}
