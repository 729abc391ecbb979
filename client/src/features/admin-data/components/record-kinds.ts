import { z } from 'zod';
import {
  DATA_MESSAGES,
  HORSE_SEXES,
  athleteUpdateSchema,
  horseUpdateSchema,
  venueFieldsSchema,
  type AdminAthlete,
  type AdminHorse,
  type AdminVenue,
} from '@contract/admin-data';
import {
  useSearchAthletes,
  useSearchHorses,
  useSearchVenues,
  useUpdateAthlete,
  useUpdateHorse,
  useUpdateVenue,
  useCreateVenue,
} from '../api/master-data';
import { orNull, type FormValues } from './record-edit-dialog';
import type { RecordKind } from './record-panel';

const formValues = z.record(z.string(), z.string());
const text = (value: string | undefined) => value ?? '';

const athleteRequest = (values: FormValues): z.input<typeof athleteUpdateSchema> => ({
  name: text(values.name),
  feiId: text(values.feiId),
  nationality: text(values.nationality),
  profileImageUrl: text(values.profileImageUrl),
  biography: text(values.biography),
});

const horseRequest = (values: FormValues): z.input<typeof horseUpdateSchema> => {
  const yob = orNull(values.yob);
  return {
    name: text(values.name),
    feiId: text(values.feiId),
    yob: yob === null ? null : Number(yob),
    sex: HORSE_SEXES.find((sex) => sex === values.sex) ?? null,
    color: text(values.color),
    sire: text(values.sire),
    dam: text(values.dam),
  };
};

const venueRequest = (values: FormValues): z.input<typeof venueFieldsSchema> => ({
  name: text(values.name),
  location: text(values.location),
  country: text(values.country),
  imageUrl: text(values.imageUrl),
  description: text(values.description),
});

/** Riders: searchable by name or nationality. */
export const athleteKind: RecordKind<AdminAthlete, z.output<typeof athleteUpdateSchema>> = {
  noun: 'Athlete',
  plural: 'athletes',
  searchPlaceholder: 'Search athletes by name or nationality',
  fields: [
    { key: 'name', label: 'Name', maxLength: 100 },
    { key: 'nationality', label: 'Nationality', placeholder: 'GBR', maxLength: 3 },
    { key: 'feiId', label: 'FEI id', placeholder: '10012345', maxLength: 40 },
    { key: 'profileImageUrl', label: 'Profile image URL', maxLength: 2000 },
    { key: 'biography', label: 'Biography', kind: 'textarea', maxLength: 10000 },
  ],
  schema: formValues.transform(athleteRequest).pipe(athleteUpdateSchema),
  initial: (athlete) => ({
    name: athlete.name,
    nationality: athlete.nationality ?? '',
    feiId: athlete.feiId ?? '',
    profileImageUrl: athlete.profileImageUrl ?? '',
    biography: athlete.biography ?? '',
  }),
  details: (athlete) =>
    [
      athlete.nationality,
      athlete.birthDate && `Born ${athlete.birthDate}`,
      athlete.feiId && `FEI ${athlete.feiId}`,
    ]
      .filter(Boolean)
      .join(' · '),
  flag: (athlete) => athlete.nationality,
  useSearch: useSearchAthletes,
  useUpdate: useUpdateAthlete,
};

/** Horses with sex, sire and dam: searchable by name or breeding. */
export const horseKind: RecordKind<AdminHorse, z.output<typeof horseUpdateSchema>> = {
  noun: 'Horse',
  plural: 'horses',
  searchPlaceholder: 'Search horses by name, sire or dam',
  fields: [
    { key: 'name', label: 'Name', maxLength: 100 },
    { key: 'feiId', label: 'FEI id', placeholder: '104XY12', maxLength: 40 },
    { key: 'yob', label: 'Year of birth', kind: 'number' },
    { key: 'sex', label: 'Sex', kind: 'select', options: HORSE_SEXES },
    { key: 'color', label: 'Colour', maxLength: 100 },
    { key: 'sire', label: 'Sire', maxLength: 200 },
    { key: 'dam', label: 'Dam', maxLength: 200 },
  ],
  schema: formValues.transform(horseRequest).pipe(horseUpdateSchema),
  initial: (horse) => ({
    name: horse.name,
    feiId: horse.feiId ?? '',
    yob: horse.yob === null ? '' : String(horse.yob),
    sex: horse.sex ?? '',
    color: horse.color ?? '',
    sire: horse.sire ?? '',
    dam: horse.dam ?? '',
  }),
  details: (horse) =>
    ([horse.sex, horse.yob, horse.color, horse.feiId && `FEI ${horse.feiId}`]
      .filter(Boolean)
      .join(' · ') || 'No details yet') +
    (horse.sire || horse.dam ? ` · ${horse.sire ?? '?'} × ${horse.dam ?? '?'}` : ''),
  useSearch: useSearchHorses,
  useUpdate: useUpdateHorse,
};

/** Venues: searchable by name, location or country. */
export const venueKind: RecordKind<AdminVenue, z.output<typeof venueFieldsSchema>> = {
  noun: 'Venue',
  plural: 'venues',
  searchPlaceholder: 'Search venues by name, location or country',
  fields: [
    { key: 'name', label: 'Name', maxLength: 100 },
    { key: 'location', label: 'Location', maxLength: 200 },
    { key: 'country', label: 'Country', maxLength: 100 },
    { key: 'imageUrl', label: 'Image URL', maxLength: 2000 },
    { key: 'description', label: 'Description', kind: 'textarea', maxLength: 10000 },
  ],
  schema: formValues.transform(venueRequest).pipe(venueFieldsSchema),
  initial: (venue) => ({
    name: venue.name,
    location: venue.location ?? '',
    country: venue.country ?? '',
    imageUrl: venue.imageUrl ?? '',
    description: venue.description ?? '',
  }),
  details: (venue) => [venue.location, venue.country].filter(Boolean).join(' · '),
  flag: (venue) => venue.country,
  useSearch: useSearchVenues,
  useUpdate: useUpdateVenue,
  create: {
    useCreate: useCreateVenue,
    created: DATA_MESSAGES.venueCreated,
    empty: { name: '', location: '', country: '', imageUrl: '', description: '' },
  },
};
