/** The demo competitions, placed relative to today. */
type Status = 'completed' | 'live' | 'open' | 'pending';

export type CompetitionPlan = {
  key: string;
  name: string;
  venueKey: string;
  level: string;
  /** Days from today to the first day (the deadline is the evening before). */
  startDay: number;
  status: Status;
  entries: number;
  description: string;
};

export const COMPETITIONS: CompetitionPlan[] = [
  {
    key: 'yarrabee-4l',
    name: 'Yarrabee Park International',
    venueKey: 'yarrabee',
    level: 'CCI4*-L',
    startDay: -128,
    status: 'completed',
    entries: 44,
    description: 'The southern-hemisphere long format that opens the season on firm, fast going.',
  },
  {
    key: 'bluegrass-5l',
    name: 'Bluegrass Meadows Three-Day Event',
    venueKey: 'bluegrass',
    level: 'CCI5*-L',
    startDay: -99,
    status: 'completed',
    entries: 46,
    description:
      'Five-star in the heart of Kentucky: a big galloping track and a packed stadium for the final show jumping.',
  },
  {
    key: 'harwood-5l',
    name: 'Harwood Park International Horse Trials',
    venueKey: 'harwood',
    level: 'CCI5*-L',
    startDay: -71,
    status: 'completed',
    entries: 52,
    description:
      'The spring five-star: a long, undulating cross-country course with the famous Lake and the Quarry.',
  },
  {
    key: 'lindenau-4s',
    name: 'Schloss Lindenau CCI4*-S',
    venueKey: 'lindenau',
    level: 'CCI4*-S',
    startDay: -45,
    status: 'completed',
    entries: 48,
    description:
      'Short format in the castle grounds: show jumping in the courtyard, cross-country through the forest last.',
  },
  {
    key: 'lough-3l',
    name: 'Lough Carrig Horse Trials',
    venueKey: 'lough',
    level: 'CCI3*-L',
    startDay: -25,
    status: 'completed',
    entries: 42,
    description:
      'A proper Irish track of banks, ditches and drops for the next generation of horses.',
  },
  {
    key: 'vaunoise-3s',
    name: 'Grand Complet de Vaunoise',
    venueKey: 'vaunoise',
    level: 'CCI3*-S',
    startDay: -11,
    status: 'completed',
    entries: 45,
    description:
      'Three-star short format at the national stud, a favourite prep run before the autumn long formats.',
  },
  {
    key: 'wairere-4l',
    name: 'Wairere Downs Four Star',
    venueKey: 'wairere',
    level: 'CCI4*-L',
    startDay: -1,
    status: 'live',
    entries: 50,
    description:
      'Four-star long format in the Waikato hills, with a climb to the final water that tests fitness.',
  },
  {
    key: 'glenmorven-4s',
    name: 'Glenmorven Castle CCI4*-S',
    venueKey: 'glenmorven',
    level: 'CCI4*-S',
    startDay: 3,
    status: 'open',
    entries: 47,
    description:
      'Short format in Perthshire: the river crossing and the hill have decided many a result here.',
  },
  {
    key: 'ekeby-3l',
    name: 'Ekeby Gård International',
    venueKey: 'ekeby',
    level: 'CCI3*-L',
    startDay: 7,
    status: 'open',
    entries: 43,
    description:
      'A technical course between the barley fields of Skåne, with a seaside gallop in the middle.',
  },
  {
    key: 'maple-2l',
    name: 'Maple Ridge Horse Trials',
    venueKey: 'maple',
    level: 'CCI2*-L',
    startDay: 14,
    status: 'open',
    entries: 41,
    description:
      'A friendly two-star long format in the maple woods: the step up for young horses.',
  },
  {
    key: 'bluegrass-4l',
    name: 'Bluegrass Meadows Autumn CCI4*-L',
    venueKey: 'bluegrass',
    level: 'CCI4*-L',
    startDay: 22,
    status: 'open',
    entries: 49,
    description:
      'The autumn four-star long format on the five-star track, with a shortened final loop.',
  },
  {
    key: 'lindenau-5l',
    name: 'Schloss Lindenau Five Star',
    venueKey: 'lindenau',
    level: 'CCI5*-L',
    startDay: 36,
    status: 'open',
    entries: 55,
    description:
      'The autumn five-star: dressage in front of the castle and a forest course with three water complexes.',
  },
  {
    key: 'harwood-3s',
    name: 'Harwood Park Autumn Horse Trials',
    venueKey: 'harwood',
    level: 'CCI3*-S',
    startDay: 56,
    status: 'open',
    entries: 44,
    description: 'The season finale for young horses on the lower loops of the Harwood course.',
  },
  {
    key: 'yarrabee-5l',
    name: 'Yarrabee Park Five Star',
    venueKey: 'yarrabee',
    level: 'CCI5*-L',
    startDay: 84,
    status: 'pending',
    entries: 45,
    description:
      'The southern five-star. Entries are provisional until the final list is confirmed.',
  },
];
