import { coldStart, coldStartSection } from './cold-start';
import { deadlineRush, deadlineRushSection } from './deadline-rush';
import { frontend, frontendSection } from './frontend';
import { liveResults, liveResultsSection } from './live-results';
import type { ScenarioOptions } from './lib/scenario';
import { queryPlans, queryPlansSection } from './query-plans';
import { pushLatency, pushLatencySection } from './push-latency';

export type Scenario = {
  title: string;
  /** Runs the scenario and returns its figures and its README section. */
  execute: (options: ScenarioOptions) => Promise<{ result: unknown; section: string }>;
};

function scenario<T>(
  title: string,
  run: (options: ScenarioOptions) => Promise<T>,
  section: (result: T, options: ScenarioOptions) => string,
): Scenario {
  return {
    title,
    execute: async (options) => {
      const result = await run(options);
      return { result, section: section(result, options) };
    },
  };
}

/** The scenarios `npm run bench -- <name>` runs, each with its README section title. */
export const scenarios: Record<string, Scenario> = {
  'live-results': scenario('Live results', liveResults, liveResultsSection),
  'push-latency': scenario('Push latency', pushLatency, pushLatencySection),
  'deadline-rush': scenario('Deadline rush', deadlineRush, deadlineRushSection),
  frontend: scenario('Front end', frontend, frontendSection),
  'cold-start': scenario('Cold start', coldStart, coldStartSection),
  'query-plans': scenario('Query plans', queryPlans, queryPlansSection),
};
