import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  adminAthleteListSchema,
  adminAthleteSchema,
  adminHorseListSchema,
  adminHorseSchema,
  adminVenueListSchema,
  adminVenueSchema,
  type AthleteUpdate,
  type HorseUpdate,
  type VenueFields,
} from '@contract/admin-data';
import { apiGet, apiSend, buildQuery } from '@/lib/api';
import { adminDataKeys } from './keys';

/** GET /api/admin/data/{athletes,horses,venues}/search?q= and PUT …/{id}, one pair per entity. */
export const searchAthletes = (q: string) =>
  apiGet(`/api/admin/data/athletes/search${buildQuery({ q })}`, adminAthleteListSchema);
export const searchHorses = (q: string) =>
  apiGet(`/api/admin/data/horses/search${buildQuery({ q })}`, adminHorseListSchema);
export const searchVenues = (q: string) =>
  apiGet(`/api/admin/data/venues/search${buildQuery({ q })}`, adminVenueListSchema);

export const updateAthlete = (id: number, input: AthleteUpdate) =>
  apiSend('PUT', `/api/admin/data/athletes/${id}`, input, adminAthleteSchema);
export const updateHorse = (id: number, input: HorseUpdate) =>
  apiSend('PUT', `/api/admin/data/horses/${id}`, input, adminHorseSchema);
export const updateVenue = (id: number, input: VenueFields) =>
  apiSend('PUT', `/api/admin/data/venues/${id}`, input, adminVenueSchema);
/** POST /api/admin/data/venues: a new venue, answered 201. */
export const createVenue = (input: VenueFields) =>
  apiSend('POST', '/api/admin/data/venues', input, adminVenueSchema);

export const athletesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminDataKeys.athletes, q],
    queryFn: () => searchAthletes(q),
    placeholderData: keepPreviousData,
  });
export const horsesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminDataKeys.horses, q],
    queryFn: () => searchHorses(q),
    placeholderData: keepPreviousData,
  });
export const venuesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminDataKeys.venues, q],
    queryFn: () => searchVenues(q),
    placeholderData: keepPreviousData,
  });

export const useSearchAthletes = (q: string) => useQuery(athletesQueryOptions(q));
export const useSearchHorses = (q: string) => useQuery(horsesQueryOptions(q));
export const useSearchVenues = (q: string) => useQuery(venuesQueryOptions(q));

/** Saving a rider, horse or venue also refreshes public competition pages showing it. */
function useSave<TInput, TResult>(
  key: readonly string[],
  fn: (id: number, input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TInput }) => fn(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: ['competitions'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'competitions'] }),
      ]),
  });
}

export const useUpdateAthlete = () => useSave(adminDataKeys.athletes, updateAthlete);
export const useUpdateHorse = () => useSave(adminDataKeys.horses, updateHorse);
export const useUpdateVenue = () => useSave(adminDataKeys.venues, updateVenue);

/** A new venue is listed here and offered in the competition form's venue choices at once. */
export function useCreateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: VenueFields }) => createVenue(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDataKeys.venues }),
        queryClient.invalidateQueries({ queryKey: ['venues'] }),
      ]),
  });
}
