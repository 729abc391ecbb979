import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Country } from '@contract/countries';
import { CountryFlag, CountrySelect } from './country-select';

const ireland: Country = { name: 'Ireland', alpha2: 'IE', alpha3: 'IRL', code: 'IRL' };
const countries: Country[] = Array.from({ length: 30 }, (_, index) => ({
  name: `Country ${index}`,
  alpha2: ['FR', 'DE', 'IE', 'IT', 'NL', 'BE'][index % 6] ?? 'FR',
  alpha3: `C${String(index).padStart(2, '0')}`,
  code: `C${String(index).padStart(2, '0')}`,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('flags in the nationality list', () => {
  it('show the two letters in a chip until the picture has come, never an empty box', () => {
    render(<CountryFlag country={ireland} eager />);
    const chip = screen.getByTestId('country-flag');
    expect(within(chip).getByText('IE')).toBeTruthy();
    const image = chip.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('src')).toBeTruthy();
  });

  it('start loading the first flags when the list is about to open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(countries), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const sources: string[] = [];
    class RecordingImage {
      set src(value: string) {
        sources.push(value);
      }
    }
    vi.stubGlobal('Image', RecordingImage);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CountrySelect id="nationality" value="" onChange={() => undefined} invalid={false} />
      </QueryClientProvider>,
    );
    const trigger = await screen.findByRole('combobox');
    expect(sources).toEqual([]);
    fireEvent.focus(trigger);
    expect(sources).toHaveLength(24);
    fireEvent.focus(trigger);
    expect(sources).toHaveLength(24);
  });

  it('show a stored ISO code as its country and a code the list lacks as its own choice', async () => {
    const list: Country[] = [
      ireland,
      { name: 'Germany', alpha2: 'DE', alpha3: 'DEU', code: 'GER' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(list), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    const shown = async (value: string) => {
      const view = render(
        <QueryClientProvider client={new QueryClient()}>
          <CountrySelect
            id="nationality"
            value={value}
            onChange={() => undefined}
            invalid={false}
          />
        </QueryClientProvider>,
      );
      const text = (await screen.findByRole('combobox')).textContent;
      view.unmount();
      return text;
    };
    expect(await shown('DEU')).toMatch(/Germany$/);
    expect(await shown('GER')).toMatch(/Germany$/);
    expect(await shown('QQQ')).toBe('QQQ (not on the list)');
  });
});
