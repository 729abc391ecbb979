/** The fictional people, horses and venues of the demo data set. */
import type { Random } from './random';

export type RiderSeed = { name: string; nation: string; born: number };
export type HorseSeed = {
  name: string;
  breed: string;
  yob: number;
  sex: 'Mare' | 'Gelding' | 'Stallion';
  color: string;
  sire: string;
  dam: string;
};
export type VenueSeed = {
  key: string;
  name: string;
  location: string;
  country: string;
  description: string;
};

const ridersByNation: Record<string, string[]> = {
  GBR: [
    'Harriet Ashdown',
    'Tom Kingsley',
    'Georgina Marsh',
    'Oliver Brampton',
    'Lucy Fairbairn',
    'James Whitcombe',
    'Rosie Calloway',
    'Freddie Hollins',
    'Imogen Pryce',
    'Charlie Redfern',
    'Alice Penhallow',
    'William Thursby',
  ],
  IRL: [
    'Ciara Mulcahy',
    'Declan Rourke',
    'Aoife Brennan',
    'Padraig Sheehy',
    'Niamh Costigan',
    'Eoin Fennelly',
  ],
  GER: [
    'Lena Hartmann',
    'Maximilian Brandt',
    'Sophie Kellermann',
    'Jonas Wittenberg',
    'Katrin Vogelsang',
    'Felix Rosendahl',
  ],
  NZL: ['Hamish Tane', 'Georgia McAlister', 'Blair Rutherford', 'Kiri Whaanga', 'Sam Donnelly'],
  AUS: ['Matilda Kerr', 'Lachlan Pryor', 'Bridget Caldwell', 'Angus Merriman', 'Jess Tolhurst'],
  USA: [
    'Caroline Whitaker',
    'Tyler Haskins',
    'Madison Greer',
    'Grant Ellery',
    'Avery Collins',
    'Bennett Shaw',
  ],
  FRA: [
    'Camille Desrosiers',
    'Thibault Marchand',
    'Élodie Fournel',
    'Arnaud Lestrade',
    'Margaux Villeneuve',
  ],
  SWE: ['Elin Sandqvist', 'Johan Lindgren', 'Frida Åkerlund'],
  NED: ['Sanne Verhoeven', 'Joris van Dalen', 'Merel Bosman'],
  SUI: ['Luca Imhof', 'Nadine Zürcher'],
  BEL: ['Pieter Claessens', 'Elise Vandamme'],
  JPN: ['Kenta Morioka', 'Yui Takanashi', 'Daisuke Arakawa'],
  ITA: ['Giulia Ferrante', 'Matteo Bellandi'],
  CAN: ['Claire Dufresne', 'Owen MacLaren'],
  BRA: ['Rafael Tavares'],
  DEN: ['Mette Kjærgaard'],
};

const horseNames = [
  'Kilcoole Kestrel',
  'Ballyroan Sunset',
  'Clover Hill Jack',
  'Dunmore Diamond',
  'Rathmoyle Rocket',
  'Cashel Blue',
  'Glenbeigh Gold',
  'Moonlit Minstrel',
  'Kings Ransom II',
  'Silver Lining',
  'Capitano Z',
  'Lord Ashby',
  'Fernhill Fable',
  'Carrickmore Chief',
  'Vermont Royale',
  'Quintessa K',
  "Lindenhof's Lucky",
  'Diabolo Blanc',
  'Sir Rowan',
  'Tullyvin Dawn',
  'Whisky Galore',
  'Harbour Pilot',
  'Mr Fitzwilliam',
  'Bellamy Blue',
  'Cornish Pixie',
  'Greystoke Legend',
  'Amber Rhapsody',
  'Donnerwetter K',
  'Kahu Kingfisher',
  'Ruahine Star',
  'Southern Cross KH',
  'Outback Odyssey',
  'Copper Canyon',
  'Midnight Meridian',
  'Cassiopeia VDL',
  'Java de la Rose',
  'Ulysse du Moulin',
  'Tornade des Prés',
  "Quartz d'Arvor",
  "Vicomte de l'Aube",
  'Solvej',
  'Nordic Aurora',
  "Freja's Flight",
  'Hendrix van de Molen',
  'Zonneveld Zara',
  'Alpenglow CH',
  'Cantinero',
  'Boreas Blue',
  'Tamagawa Breeze',
  'Sakura Stream',
  'Fiorella',
  'Vento di Maremma',
  'Maple Sugar',
  'Northern Lights CA',
  'Bossa Nova Z',
  'Ravnsborg Rex',
  'Ardnacrusha Lad',
  'Breezy Belle',
  'Cool Customer',
  'Drumlin Flyer',
  'Evening Star VII',
  "Foxhunter's Pride",
  'Highland Fling',
  'Iron Duke',
  'Jubilee Jester',
  'Knockanore Legend',
  'Lakeside Lottie',
  'Mischief Managed',
  'Nutmeg Nell',
  'Oakwood Oracle',
  'Polperro Pirate',
  'Quicksilver Quinn',
  'Rhapsody in Grey',
  'Shannon Sprite',
  'Thunder Bay',
];

const breeds = [
  'Irish Sport Horse',
  'Irish Sport Horse',
  'Hanoverian',
  'Holsteiner',
  'Selle Français',
  'KWPN',
  'Thoroughbred',
  'Thoroughbred',
  'New Zealand Sport Horse',
  'Trakehner',
  'Anglo European',
  'Swedish Warmblood',
  'Oldenburg',
  'British Sport Horse',
];
const colors = ['Bay', 'Bay', 'Dark Bay', 'Chestnut', 'Chestnut', 'Grey', 'Brown', 'Black'];
const sires = [
  'Courage Royal',
  'Landwind II',
  'Ballycarra Lord',
  'Heraldo de Mai',
  'Cavalier Rouge',
  'Obelisk VDL',
  'Golden Meridian',
  'Stormhaven',
  'Clonmore Prince',
  'Balou de Lys',
  'Tiberius Z',
  'Chacco Noir',
  'Sea Captain',
  'Lordship',
  'Jaguar Mail II',
  'Cassander',
];
const dams = [
  'Lady Kildare',
  'Fionnuala',
  'Ramona',
  'Bella Donna',
  'Miss Primrose',
  'Querida',
  'Tara Rose',
  'Heidi III',
  'Lucette',
  'Cordelia',
  'Juno',
  'Orla Mae',
  'Petronella',
  'Saffron',
  'Wilhelmina',
  'Belle Époque',
  'Kittiwake',
  'Marigold',
];

export function buildRiders(random: Random): RiderSeed[] {
  return Object.entries(ridersByNation).flatMap(([nation, names]) =>
    names.map((name) => ({ name, nation, born: random.int(1972, 2001) })),
  );
}

export function buildHorses(random: Random): HorseSeed[] {
  return horseNames.map((name) => {
    const roll = random.next();
    const sex: HorseSeed['sex'] = roll < 0.55 ? 'Gelding' : roll < 0.9 ? 'Mare' : 'Stallion';
    return {
      name,
      breed: random.pick(breeds),
      yob: random.int(2009, 2018),
      sex,
      color: random.pick(colors),
      sire: random.pick(sires),
      dam: random.pick(dams),
    };
  });
}

export const VENUES: VenueSeed[] = [
  {
    key: 'harwood',
    name: 'Harwood Park',
    location: 'Gloucestershire',
    country: 'GBR',
    description:
      'Rolling parkland with a lake complex and one of the longest five-star tracks in Britain.',
  },
  {
    key: 'lough',
    name: 'Lough Carrig',
    location: 'Co. Kilkenny',
    country: 'IRL',
    description:
      'Old Irish grassland on limestone, famous for its banks and ditches beside the lough.',
  },
  {
    key: 'lindenau',
    name: 'Schloss Lindenau',
    location: 'Lower Saxony',
    country: 'GER',
    description:
      'A baroque castle estate with a sand arena in the courtyard and a forest cross-country course.',
  },
  {
    key: 'wairere',
    name: 'Wairere Downs',
    location: 'Waikato',
    country: 'NZL',
    description: 'Undulating farmland with big-sky views and a testing climb to the final water.',
  },
  {
    key: 'bluegrass',
    name: 'Bluegrass Meadows',
    location: 'Lexington, Kentucky',
    country: 'USA',
    description:
      'Thoroughbred country: wide galloping lanes and a stadium for ten thousand spectators.',
  },
  {
    key: 'vaunoise',
    name: 'Haras de Vaunoise',
    location: 'Normandy',
    country: 'FRA',
    description:
      'A national stud with avenues of beeches and a cross-country course over old hedgerows.',
  },
  {
    key: 'glenmorven',
    name: 'Glenmorven Castle',
    location: 'Perthshire',
    country: 'GBR',
    description: 'Highland parkland where the river crossing and the hill decide most results.',
  },
  {
    key: 'yarrabee',
    name: 'Yarrabee Park',
    location: 'Victoria',
    country: 'AUS',
    description: 'Red gums, firm going and a fast track that rewards a true galloper.',
  },
  {
    key: 'ekeby',
    name: 'Ekeby Gård',
    location: 'Skåne',
    country: 'SWE',
    description:
      'A manor farm by the sea with a compact, technical course between the barley fields.',
  },
  {
    key: 'maple',
    name: 'Maple Ridge Farm',
    location: 'Ontario',
    country: 'CAN',
    description: 'Maple woods and a natural amphitheatre around the main arena.',
  },
];
