// Only these five flags, as plain file URLs: the Flag component's map of every nation would
// weigh on the first visit.
import de from '../../../../../node_modules/flag-icons/flags/4x3/de.svg?url';
import gb from '../../../../../node_modules/flag-icons/flags/4x3/gb.svg?url';
import ie from '../../../../../node_modules/flag-icons/flags/4x3/ie.svg?url';
import nz from '../../../../../node_modules/flag-icons/flags/4x3/nz.svg?url';
import us from '../../../../../node_modules/flag-icons/flags/4x3/us.svg?url';

const flagUrls = { gb, de, nz, ie, us };

const picks = [
  { nation: 'GBR', flag: 'gb', price: '2.9', width: 'w-28' },
  { nation: 'GER', flag: 'de', price: '2.4', width: 'w-24' },
  { nation: 'NZL', flag: 'nz', price: '1.8', width: 'w-32' },
  { nation: 'IRL', flag: 'ie', price: '1.5', width: 'w-20' },
  { nation: 'USA', flag: 'us', price: '1.1', width: 'w-24' },
] as const;

/** Decorative preview of a five-pick team card (no real riders). */
export function TeamPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm lg:mr-0">
      <div className="absolute inset-0 translate-x-3 translate-y-3 rounded-3xl bg-white/10 ring-1 ring-white/10" />
      <div className="relative rounded-3xl bg-white p-5 text-neutral-900 shadow-2xl">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              Your team
            </p>
            <p className="text-lg font-bold">5 of 5 picked</p>
          </div>
          <div className="text-right">
            <p className="text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              Budget left
            </p>
            <p className="text-lg font-bold text-[#0b5d36] tabular-nums">0.3m</p>
          </div>
        </div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-neutral-100">
          <div className="h-full w-[97%] rounded-full bg-gradient-to-r from-[#0b5d36] to-[#1a8a4f]" />
        </div>
        <ul className="mt-4 space-y-2">
          {picks.map((pick, index) => (
            <li
              key={pick.nation}
              className="flex items-center gap-3 rounded-xl bg-neutral-50 px-3 py-2.5 ring-1 ring-neutral-100"
            >
              <span className="w-4 text-xs font-bold text-neutral-400 tabular-nums">
                {index + 1}
              </span>
              <img
                src={flagUrls[pick.flag]}
                alt=""
                width={21}
                height={16}
                decoding="async"
                className="inline-block h-4 w-[1.333rem] shrink-0 rounded-[3px] object-cover ring-1 ring-black/10"
              />
              <span className="flex flex-1 flex-col gap-1.5">
                <span className={`h-2.5 rounded-full bg-neutral-300 ${pick.width}`} />
                <span className="h-2 w-16 rounded-full bg-neutral-200" />
              </span>
              <span className="rounded-lg bg-[#fbf1d6] px-2 py-1 text-xs font-bold text-[#6b4a00] tabular-nums">
                {pick.price}m
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
