import type { Toaster } from './toast';

type ToasterComponent = typeof Toaster;
let loaded: ToasterComponent | undefined;

/** The toast viewport if it has been loaded already. */
export const loadedToaster = (): ToasterComponent | undefined => loaded;

/** Loads the toast viewport (Radix Toast), kept out of the first download; cached after the first call. */
export const loadToaster = (): Promise<ToasterComponent> =>
  import('./toast').then((module) => {
    loaded = module.Toaster;
    return module.Toaster;
  });

/** Renders the toast viewport once loaded, nothing before. */
export function ToastViewport() {
  const Loaded = loaded;
  return Loaded ? <Loaded /> : null;
}
